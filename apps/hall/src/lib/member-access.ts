import type { CallData } from '@bluecat/api/gateway';
import { useOutletContext } from 'react-router-dom';

/** 会员 the member of PERSONAL_DATA; an unbound member comes without mobilePhoneInfo. */
export type MemberData = CallData<'PERSONAL_DATA'>;

/**
 * The hall's one member state, as the account pages see it: app/ hands it down through the outlet of
 * their layout route, so the pages share what the member center shows and a bind or unbind refreshes both.
 */
export interface MemberAccess {
  /** Last member loaded; kept while a reload runs. */
  member: MemberData | null;
  loading: boolean;
  /** Why the last load failed; null after a success. */
  error: string | null;
  /** Loads the member again (after a bind or an unbind, 重试). */
  reload: () => Promise<void>;
}

export function useMemberAccess(): MemberAccess {
  return useOutletContext<MemberAccess>();
}
