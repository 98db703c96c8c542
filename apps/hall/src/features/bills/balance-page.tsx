import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { loadCall } from '../../lib/load-call.ts';
import { BalanceDetail } from './balance-detail.tsx';
import './bills.css';

/** /balance 余额详情. A balance always has an amount, so an empty pie is shown inside the screen, not as the whole. */
export default function BalancePage() {
  const { status, data, error, reload } = useLoad((signal) => loadCall('QUERY_BALANCE', {}, signal), []);

  return (
    <div className="bills-page">
      <PageHeader title="余额详情" />
      <main className="bills-page__body">
        <PageStates
          status={status}
          data={data}
          empty={false}
          onRetry={reload}
          errorMessage={error ?? undefined}
          rows={6}
        >
          {(balance) => <BalanceDetail balance={balance} />}
        </PageStates>
      </main>
    </div>
  );
}
