import * as calls from '@bluecat/api/calls';
import { useLoad } from '@bluecat/ui/use-load';
import { loadCall } from '../../lib/load-call.ts';
import { BalanceDetail } from './balance-detail.tsx';
import { BillsScreen, RecordStates } from './bills-screen.tsx';
import { readBalance } from './read-bills.ts';

/** /balance 余额详情. A balance always has an amount, so an empty pie is shown inside the screen, not as the whole. */
export default function BalancePage() {
  const loaded = useLoad((signal) => loadCall(calls.QUERY_BALANCE, {}, signal).then(readBalance), []);

  return (
    <BillsScreen title="余额详情">
      <RecordStates loaded={loaded}>{(balance) => <BalanceDetail balance={balance} />}</RecordStates>
    </BillsScreen>
  );
}
