import { PageSkeleton } from '@bluecat/ui/page-state';
import { lazy, Suspense } from 'react';
import type { StepProps, WizardStep } from './step-props.ts';

// Steps 2–4 are fetched when the wizard first reaches them: an agent on step 0 does not wait for the
// signature pad or the photo compressor.
const AgreementStep = lazy(() =>
  import('./agreement-step.tsx').then((module) => ({ default: module.AgreementStep })),
);
const PhotoStep = lazy(() => import('./photo-step.tsx').then((module) => ({ default: module.PhotoStep })));
const RealNameStep = lazy(() =>
  import('./real-name-step.tsx').then((module) => ({ default: module.RealNameStep })),
);

/** Steps 2–4 (agreement, joint photo, real-name), which work on the saved record. */
export function LaterSteps({ step, stepProps }: { step: WizardStep; stepProps: StepProps }) {
  return (
    <Suspense fallback={<PageSkeleton rows={4} />}>
      {step === 2 && <AgreementStep {...stepProps} />}
      {step === 3 && <PhotoStep {...stepProps} />}
      {step === 4 && <RealNameStep {...stepProps} />}
    </Suspense>
  );
}
