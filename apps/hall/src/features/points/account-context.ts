import type { LoadStatus } from '@bluecat/ui/page-state';
import { useOutletContext } from 'react-router-dom';

/** How the account load of the 积分 area is doing; the values themselves live in `accountAtom`. */
export interface AccountLoad {
  status: LoadStatus;
  error: string | null;
  reload: () => void;
}

/** The account load of the /integral layout, for its two tabs. */
export function useAccountLoad(): AccountLoad {
  return useOutletContext<AccountLoad>();
}
