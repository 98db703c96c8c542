import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { loadMemberAtom, memberAtom } from '../../features/member/state.ts';
import type { MemberAccess } from '../../lib/member-access.ts';

/**
 * Layout of the account pages (number info, binding, service password): hands them the member center's
 * member state, and loads it when such a page is opened directly.
 */
export default function MemberOutlet() {
  const { member, loading, error } = useAtomValue(memberAtom);
  const load = useSetAtom(loadMemberAtom);

  useEffect(() => {
    if (member === null && !loading && error === null) void load();
  }, [member, loading, error, load]);

  const access = useMemo<MemberAccess>(
    () => ({ member, loading, error, reload: load }),
    [member, loading, error, load],
  );
  return <Outlet context={access} />;
}
