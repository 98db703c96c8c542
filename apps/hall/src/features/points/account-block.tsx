import { AppLink } from '@bluecat/ui/app-link';
import { PageEmpty, PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { useAccountLoad } from './account-context.ts';
import { accountAtom, type PointsAccount, UNBOUND } from './state.ts';

/** The words for a member without a bound number (the gateway's -102 text, product.md › 错误与提示). */
export const UNBOUND_TEXT = '请先绑定手机号';

/**
 * The account part of a tab in its states. Values already held (a sign-in or exchange just made, or an
 * earlier visit) stay on screen while the area reloads them, and a failed reload keeps them too: the
 * error block only stands in when there is nothing to show.
 */
export function AccountBlock({ children }: { children: (account: PointsAccount) => ReactNode }) {
  const { status, error, reload } = useAccountLoad();
  const account = useAtomValue(accountAtom);

  if (account === UNBOUND) {
    return (
      <PageEmpty text={UNBOUND_TEXT}>
        <AppLink className="points-bind-link" to={paths.accountBind}>
          去绑定
        </AppLink>
      </PageEmpty>
    );
  }
  if (account) return <>{children(account)}</>;
  if (status === 'error') return <PageError message={error ?? undefined} onRetry={reload} />;
  return <PageSkeleton rows={2} />;
}
