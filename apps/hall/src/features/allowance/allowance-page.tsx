import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useRouteCall } from '../../lib/route-data.ts';
import { type AllowanceView, readAllowance } from './allowance-math.ts';
import { AllowanceNote } from './allowance-note.tsx';
import { AllowanceTabs } from './allowance-tabs.tsx';
import { CurrentPlan } from './current-plan.tsx';
import { OuterUsageSection } from './outer-usage-section.tsx';
import { allowanceQuery } from './route-calls.ts';
import './allowance-page.css';

/** /setMeal 套餐余量 package allowance: traffic, voice and SMS tabs, out-of-package usage and the note. */
export default function AllowancePage() {
  const { status, data, error, reload } = useRouteCall(allowanceQuery, readAllowance);
  return (
    <div className="allowance">
      <PageHeader title="套餐余量" />
      <main>
        <PageStates
          status={status}
          data={data}
          errorMessage={error ?? undefined}
          onRetry={reload}
          empty={(view) => view.traffic.length + view.voice.length + view.sms.length === 0}
          rows={6}
        >
          {(view) => <AllowanceContent view={view} />}
        </PageStates>
      </main>
    </div>
  );
}

function AllowanceContent({ view }: { view: AllowanceView }) {
  return (
    <>
      <CurrentPlan name={view.packageName} />
      <AllowanceTabs view={view} />
      <OuterUsageSection outer={view.outer} />
      {view.explain.trim() !== '' && <AllowanceNote text={view.explain} />}
    </>
  );
}
