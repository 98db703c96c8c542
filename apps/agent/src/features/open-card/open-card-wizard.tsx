import type { OpenCardInfoForm } from '@bluecat/rules/open-card/open-card-info';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { paths } from '../../config/paths.ts';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';
import { storedUimId } from '../../lib/opening-record.ts';
import type { OpeningAgent } from './card-lookup.ts';
import { InfoStep } from './info-step.tsx';
import { LaterSteps } from './later-steps.tsx';
import { RestartButton } from './restart-button.tsx';
import type { WizardVariant } from './step-props.ts';
import { useCardEntry } from './use-card-entry.ts';
import { useWizardActions } from './use-wizard-actions.ts';
import { useWizardResume } from './use-wizard-resume.ts';
import { INITIAL_STATE, wizardReducer } from './wizard-machine.ts';
import { WizardProgress } from './wizard-progress.tsx';
import './open-card.css';

// 套餐详情 is fetched when the wizard may show it, not with the card entry: its descriptions need the HTML
// sanitiser (DOMPurify, about 9 KB), which the card entry, the screen agents arrive at, does not. It is
// asked for on 下一步 beside the card lookup, and at once on an entry that resumes a stored card, so it
// has arrived by the time the step shows.
const loadPackageStep = () => import('./package-step.tsx');
const PackageStep = lazy(() => loadPackageStep().then((module) => ({ default: module.PackageStep })));
const preloadPackageStep = () => {
  loadPackageStep().catch(() => {
    // Asked again when the step shows, where a failure shows.
  });
};

export interface OpenCardWizardProps {
  variant: WizardVariant;
  agent: OpeningAgent;
  /** The number and card entry of a scanned order; they are shown and cannot be changed. */
  fixedEntry?: Pick<OpenCardInfoForm, 'phone' | 'cardNo'>;
  title: string;
  /** Where the back arrow leads from the card entry (the package step goes back to the card entry). */
  onLeave: () => void;
}

/**
 * 开卡 the four-step wizard (product.md › 开卡向导). Steps 0 and 1 are drawn here; steps 2–4 draw themselves and
 * report through StepProps. The server-kept record is the memory: every entry of the page (a reload,
 * a new tab, the way back from a payment or the real-name provider) reads it and resumes.
 */
export function OpenCardWizard({ variant, agent, fixedEntry, title, onLeave }: OpenCardWizardProps) {
  const progressKey = AGENT_DRAFTS.progress(variant);
  const payPath = variant === 'scan' ? paths.vnoOpenPay : paths.openPay;
  const { entry, change, clear } = useCardEntry(variant, fixedEntry);
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_STATE);
  // Once per entry: a stored card means the resume may land on the package step.
  useEffect(() => {
    if (storedUimId()) preloadPackageStep();
  }, []);
  const { phase, retry, failure } = useWizardResume({ state, dispatch, fixedEntry, progressKey, payPath });
  const { pending, submitEntry, submitPackage, reset, stepProps } = useWizardActions({
    variant,
    agent,
    state,
    dispatch,
    entry,
    clearEntry: clear,
    progressKey,
    payPath,
  });

  // Each step starts at its top, not where the agent had scrolled the previous one to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is what triggers it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.step]);

  const back = () => {
    if (state.step === 1) dispatch({ type: 'back' });
    else onLeave();
  };

  return (
    <main className="open-card">
      <PageHeader
        title={title}
        onBack={back}
        right={
          state.step >= 2 && !fixedEntry && phase === 'ready' ? (
            <RestartButton onRestart={reset} />
          ) : undefined
        }
      />
      <WizardProgress step={state.step} />
      {phase === 'entering' && <PageSkeleton rows={4} />}
      {phase === 'failed' && <PageError message={failure} onRetry={retry} />}
      {phase === 'ready' && (
        <div className="open-card-body">
          {state.step === 0 && (
            <InfoStep
              form={entry}
              fixed={Boolean(fixedEntry)}
              pending={pending}
              onChange={change}
              onSubmit={() => {
                preloadPackageStep();
                void submitEntry();
              }}
            />
          )}
          {state.step === 1 && (
            <Suspense fallback={<PageSkeleton rows={4} />}>
              <PackageStep
                packages={state.offer.packages}
                chosenId={state.chosenId}
                choosable={variant === 'scan' || state.offer.packages.length > 1}
                pending={pending}
                onChoose={(prodOfferId) => dispatch({ type: 'chose', prodOfferId })}
                onSubmit={() => void submitPackage()}
              />
            </Suspense>
          )}
          {stepProps && <LaterSteps step={state.step} stepProps={stepProps} />}
        </div>
      )}
    </main>
  );
}
