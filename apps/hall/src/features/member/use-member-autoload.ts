import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { loadMemberAtom } from './state.ts';

/**
 * product.md › 大厅与菜单: the member is loaded when the hall is entered, and again each time the given page (业务查询)
 * is entered — not on every render, and only once when the hall opens on that page.
 */
export function useMemberAutoload(onReloadPage: boolean): void {
  const load = useSetAtom(loadMemberAtom);
  const previous = useRef<boolean | null>(null);

  useEffect(() => {
    const entering = previous.current === null || (onReloadPage && previous.current === false);
    previous.current = onReloadPage;
    if (entering) void load();
  }, [onReloadPage, load]);
}
