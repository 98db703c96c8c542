import { GatewayError } from '@bluecat/api/gateway';
import { FactList } from '@bluecat/ui/fact-list';
import { LinkList } from '@bluecat/ui/link-list';
import { toast } from '@bluecat/ui/overlays';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { links } from '../../config/menus/points.gen.ts';
import { AccountBlock } from './account-block.tsx';
import { SIGN_IN_REWARD, signInAtom } from './state.ts';

/** Shown when SIGN succeeds without a message of its own. */
const SIGNED_TEXT = '签到成功';

function SignInButton({ signed }: { signed: boolean }) {
  const signIn = useSetAtom(signInAtom);
  const [sending, setSending] = useState(false);

  const onSignIn = async () => {
    setSending(true);
    try {
      const outcome = await signIn();
      if (outcome.kind === 'signed') toast(outcome.msg || SIGNED_TEXT);
    } catch (error) {
      // The gateway has shown the transport failure; the button stays for another try.
      if (!(error instanceof GatewayError)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="points-sign__button"
      disabled={signed || sending}
      onClick={() => void onSignIn()}
    >
      {signed ? '已签到' : '签到'}
    </button>
  );
}

/**
 * 我的积分 tab: current and grand-total points, the daily sign-in, and the ways to orders, detail and rule
 * (the route modules' `menu: 'points'` entries).
 */
export default function MyPoints() {
  return (
    <main className="points-page">
      <section className="points-card" aria-label="我的积分">
        <AccountBlock>
          {(account) => (
            <>
              <FactList
                look="columns"
                className="points-card__totals"
                items={[
                  { label: '当前积分', value: account.currentPoints },
                  { label: '累计积分', value: account.grandTotalPoints },
                ]}
              />
              <div className="points-sign">
                <div>
                  <p className="points-sign__title">每日签到</p>
                  <p className="points-sign__hint">
                    {account.is_sign ? '今日已签到，明天再来' : `签到可得${SIGN_IN_REWARD}积分`}
                  </p>
                </div>
                <SignInButton signed={account.is_sign} />
              </div>
            </>
          )}
        </AccountBlock>
      </section>
      <nav className="points-links" aria-label="积分服务">
        <LinkList links={links} />
      </nav>
    </main>
  );
}
