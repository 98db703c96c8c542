import { AppLink } from '@bluecat/ui/app-link';
import { confirm } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { loadMemberAtom, memberAtom } from '../../features/member/state.ts';
import type { BoundPhoneContext } from '../../lib/bound-phone.ts';
import type { ScreenHandle } from '../route-tree.tsx';
import './bound-phone-guard.css';

export interface BoundPhoneGuardProps {
  /** What the subscriber is told when no number is bound (the spec words it per flow). */
  prompt: string;
}

/**
 * The header of the screen behind the guard, titled as its route module titles it: while the member
 * loads, the page looks as its document drew it before any script (the title above the skeleton,
 * @bluecat/rsbuild-preset first-screens.ts titledFrame), and the screen's own header then takes its place.
 */
function ScreenHeader() {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as Partial<ScreenHandle> | undefined)?.title;
  return title ? <PageHeader title={title} /> : null;
}

/**
 * product.md › 号码绑定: plan change, the SMS service and cancellation need a bound phone. The pages behind this guard
 * render only for a member with a bound number; any other member is offered the way to /AccountBind, in a
 * dialog on arrival and on the page itself, so closing the dialog still leaves a usable screen. A page
 * opened directly (outside the hall shell, which loads the member) loads the member here.
 */
export function BoundPhoneGuard({ prompt }: BoundPhoneGuardProps) {
  const { member, loading, error } = useAtomValue(memberAtom);
  const loadMember = useSetAtom(loadMemberAtom);
  const navigate = useNavigate();
  const asked = useRef(false);
  const unbound = member !== null && !member.mobilePhoneInfo;

  useEffect(() => {
    if (member === null && !loading && error === null) void loadMember();
  }, [member, loading, error, loadMember]);

  useEffect(() => {
    if (!unbound || asked.current) return;
    asked.current = true;
    void confirm({ title: '温馨提示', message: prompt, confirmText: '去绑定', cancelText: '取消' }).then(
      (toBind) => {
        if (toBind) navigate(paths.accountBind, { replace: true });
      },
    );
  }, [unbound, prompt, navigate]);

  if (member?.mobilePhoneInfo) {
    const context: BoundPhoneContext = { boundPhone: member.mobilePhoneInfo.mobilePhone };
    return <Outlet context={context} />;
  }
  if (error !== null && member === null)
    return (
      <>
        <ScreenHeader />
        <PageError message={error} onRetry={() => void loadMember()} />
      </>
    );
  if (!unbound)
    return (
      <>
        <ScreenHeader />
        <PageSkeleton />
      </>
    );
  return (
    <>
      <PageHeader title="绑定手机号" />
      <main className="bound-phone-guard">
        <p className="bound-phone-guard__prompt" role="alert">
          {prompt}
        </p>
        <AppLink className="bound-phone-guard__bind" to={paths.accountBind} replace>
          去绑定
        </AppLink>
      </main>
    </>
  );
}
