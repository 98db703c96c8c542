import { writeStored } from '@bluecat/api/storage';
import { toast } from '@bluecat/ui/overlays';
import { PageStates } from '@bluecat/ui/page-state';
import { StatusPage } from '@bluecat/ui/status-page';
import { useLoad } from '@bluecat/ui/use-load';
import { Button } from '@nutui/nutui-react';
import { useLocation } from 'react-router-dom';
import { formatAmount } from '../../lib/amount.ts';
import { api } from '../../lib/api.ts';
import { parseCashierForm, submitCashierForm, withReturnUrl } from '../../lib/cashier-form.ts';
import { usePaymentGuard } from '../../lib/payment-guard.ts';
import { loadTopUp, TOP_UP_MESSAGES } from './load-top-up.ts';
import { parseUniversalLink, type UniversalLink } from './universal-link.ts';
import './universal-pay.css';

/** The scan variant's words for a link that lacks its data (002 §5), used for this link too. */
const LINK_INCOMPLETE = '数据缺失,请重新打开链接！';

/** /UniversalPay?recordNumber&serviceid&amount: 通用充值 a wechat-style top-up of a number, open to anyone. */
export default function UniversalPayPage() {
  const { search } = useLocation();
  const link = parseUniversalLink(search);
  if (!link) return <StatusPage title="充值链接无效" text={LINK_INCOMPLETE} />;
  return <TopUp link={link} />;
}

function TopUp({ link }: { link: UniversalLink }) {
  const { recordNumber, serviceid, amount } = link;
  const { status, data, reload } = useLoad(
    (signal) => loadTopUp({ recordNumber, serviceid, amount }, signal),
    [recordNumber, serviceid, amount],
  );
  const { run, guard, busy } = usePaymentGuard();

  function pay() {
    run(async () => {
      const result = await api.call('bossWxPay', { phone: serviceid, amount, recordNumber });
      if (!result.ok) return;
      const { form: html, outtradeno } = result.data;
      const form = parseCashierForm(html, window.location.href);
      if (!form || !outtradeno) {
        toast(TOP_UP_MESSAGES.payFailed);
        return;
      }
      // Written together: the order and the top-up it belongs to (see pendingOrderOf).
      writeStored('recordNumber', recordNumber);
      writeStored('BOSSouttradeno', outtradeno);
      guard.close();
      // The cashier comes back to this very link, which then asks the order's status.
      submitCashierForm(withReturnUrl(form, window.location.href));
    });
  }

  return (
    <div className="agent-topup">
      <header className="agent-topup-hero">
        <h1 className="agent-topup-title">话费充值</h1>
        <p className="agent-topup-brand">蓝猫移动</p>
      </header>
      <PageStates status={status} data={data} empty={false} onRetry={reload} rows={4}>
        {(state) =>
          state.kind === 'paid' ? (
            <main className="agent-topup-body">
              <section className="agent-topup-card agent-topup-done" aria-labelledby="agent-topup-done-title">
                <svg
                  className="agent-topup-done-icon"
                  viewBox="0 0 64 64"
                  aria-hidden="true"
                  focusable="false"
                >
                  <circle cx="32" cy="32" r="28" fill="#07c160" />
                  <path
                    d="M20 33l8 8 16-17"
                    fill="none"
                    stroke="#fff"
                    strokeWidth="5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <h2 id="agent-topup-done-title" className="agent-topup-done-title">
                  充值成功
                </h2>
                <Facts link={link} outTradeNo={state.outTradeNo} />
              </section>
            </main>
          ) : (
            <>
              <main className="agent-topup-body">
                <section className="agent-topup-card" aria-label="充值信息">
                  <p className="agent-topup-amount-label">充值金额</p>
                  <p className="agent-topup-amount">
                    <span className="agent-topup-currency">¥</span>
                    {formatAmount(amount)}
                  </p>
                  <Facts link={link} outTradeNo={null} />
                </section>
                <section className="agent-topup-card agent-topup-method" aria-label="支付方式">
                  <WechatIcon />
                  <span className="agent-topup-method-name">微信支付</span>
                  <span className="agent-topup-method-check" aria-hidden="true" />
                </section>
                <p className="agent-topup-notice" role="alert">
                  {state.notice}
                </p>
              </main>
              <footer className="agent-topup-footer">
                <Button nativeType="button" type="primary" block loading={busy} disabled={busy} onClick={pay}>
                  立即支付
                </Button>
                {state.pending !== null && (
                  <Button nativeType="button" fill="none" block disabled={busy} onClick={reload}>
                    已完成支付？刷新结果
                  </Button>
                )}
              </footer>
            </>
          )
        }
      </PageStates>
    </div>
  );
}

function Facts({ link, outTradeNo }: { link: UniversalLink; outTradeNo: string | null }) {
  return (
    <dl className="agent-topup-facts">
      <div className="agent-topup-fact">
        <dt>充值号码</dt>
        <dd>{link.serviceid}</dd>
      </div>
      {outTradeNo !== null && (
        <>
          <div className="agent-topup-fact">
            <dt>充值金额</dt>
            <dd>¥{formatAmount(link.amount)}</dd>
          </div>
          <div className="agent-topup-fact">
            <dt>订单号</dt>
            <dd>{outTradeNo}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

function WechatIcon() {
  return (
    <svg className="agent-topup-method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#07c160" />
      <path
        d="M16.5 10C11.8 10 8 13.2 8 17.1c0 2.2 1.2 4.2 3.1 5.5l-.8 2.6 3-1.6c1 .3 2.1.4 3.2.4h.6a6.7 6.7 0 0 1-.2-1.7c0-4 3.7-7.1 8.4-7.1h.5C25 12.1 21.2 10 16.5 10Z"
        fill="#fff"
      />
      <path
        d="M32 22.4c0-3.2-3.2-5.8-7.1-5.8s-7.1 2.6-7.1 5.8 3.2 5.8 7.1 5.8c.8 0 1.6-.1 2.4-.3l2.4 1.3-.7-2.1c1.8-1.1 3-2.8 3-4.7Z"
        fill="#fff"
      />
    </svg>
  );
}
