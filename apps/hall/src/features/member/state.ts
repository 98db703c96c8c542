import type { CallData } from '@bluecat/api/gateway';
import { atom } from 'jotai';
import { readRoute } from '../../lib/route-data.ts';
import { memberQuery } from './route-calls.ts';

/** 会员 the member object of PERSONAL_DATA; an unbound member has no mobilePhoneInfo. */
export type Member = CallData<'PERSONAL_DATA'>;
export type BoundPhone = NonNullable<Member['mobilePhoneInfo']>;

export interface MemberState {
  /** Last member loaded; kept on screen while a reload runs. */
  member: Member | null;
  loading: boolean;
  /** Why the last load failed; null after a success. */
  error: string | null;
}

export const MEMBER_LOAD_FAILED = '会员信息加载失败';

export const memberAtom = atom<MemberState>({ member: null, loading: false, error: null });

/** The bound number, or null when none is bound (yet). */
export const boundPhoneAtom = atom((get) => get(memberAtom).member?.mobilePhoneInfo ?? null);

// Each load takes a ticket; only the newest one may write, so a slow earlier answer cannot win.
const latestLoadAtom = atom(0);

/**
 * Loads the member (product.md › 大厅与菜单: on entering the hall, and again each time 业务查询 is entered). Loading is
 * shown by the screen's skeleton, not a toast; -101/-102 are handled by the gateway as everywhere.
 */
export const loadMemberAtom = atom(null, async (get, set) => {
  const ticket = get(latestLoadAtom) + 1;
  set(latestLoadAtom, ticket);
  set(memberAtom, (state) => ({ ...state, loading: true, error: null }));
  let next: MemberState;
  try {
    // Through the routes' declaration, so it takes the member their loaders started.
    const result = await readRoute(memberQuery, new URL(window.location.href), { toast: false });
    next = result.ok
      ? { member: result.data, loading: false, error: null }
      : { member: null, loading: false, error: result.msg || MEMBER_LOAD_FAILED };
  } catch (error) {
    next = {
      member: null,
      loading: false,
      error: error instanceof Error ? error.message : MEMBER_LOAD_FAILED,
    };
  }
  if (get(latestLoadAtom) === ticket) set(memberAtom, next);
});
