import { useRouteCall } from '../../lib/route-data.ts';
import { BalanceDetail } from './balance-detail.tsx';
import { BillsScreen, RecordStates } from './bills-screen.tsx';
import { readBalance } from './read-bills.ts';
import { balanceQuery } from './route-calls.ts';

/** /balance 余额详情. A balance always has an amount, so an empty pie is shown inside the screen, not as the whole. */
export default function BalancePage() {
  const loaded = useRouteCall(balanceQuery, readBalance);

  return (
    <BillsScreen title="余额详情">
      <RecordStates loaded={loaded}>{(balance) => <BalanceDetail balance={balance} />}</RecordStates>
    </BillsScreen>
  );
}
