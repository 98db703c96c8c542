import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageStates } from '@bluecat/ui/page-state';
import { useRouteUrl } from '@bluecat/ui/route-data';
import { StatusPage } from '@bluecat/ui/status-page';
import { useLoad } from '@bluecat/ui/use-load';
import { useLocation } from 'react-router-dom';
import { formatAmount } from '../../lib/amount.ts';
import { api } from '../../lib/api.ts';
import {
  type CashierForm,
  parseCashierForm,
  submitCashierForm,
  withReturnUrl,
} from '../../lib/cashier-form.ts';
import {
  PAY_CARD,
  PayAmount,
  PayFact,
  PayFacts,
  PayFooter,
  PayMethodCheck,
  PayMethodIcon,
} from '../../lib/pay-sheet.tsx';
import { usePaymentGuard } from '../../lib/payment-guard.ts';
import {
  type AnsweredOrder,
  loadTopUp,
  type OrderFacts,
  rememberTopUpOrder,
  TOP_UP_MESSAGES,
} from './load-top-up.ts';
import { TOP_UP_LOADING_ROWS, TopUpFrame } from './top-up-frame.tsx';
import { parseUniversalLink, type UniversalLink } from './universal-link.ts';
import './universal-pay.css';
import * as calls from '@bluecat/api/calls';

/** The scan variant's words for a link that lacks its data (product.md › 万能充值), used for this link too. */
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
  // The order's status is the route's first call (routes.tsx): this takes what its loader started.
  const url = useRouteUrl();
  const { status, data, error, reload } = useLoad(
    (signal) => loadTopUp(url, signal),
    [recordNumber, serviceid, amount],
  );
  const { run, guard, busy } = usePaymentGuard();

  function pay() {
    run(async () => {
      const result = await api.call(calls.bossWxPay, { phone: serviceid, amount, recordNumber });
      if (!result.ok) return;
      const { form: html, outtradeno } = result.data;
      const parsed = parseCashierForm(html, window.location.href);
      if (!parsed || !outtradeno) {
        toast(TOP_UP_MESSAGES.payFailed);
        return;
      }
      // The cashier comes back to this very link, which then asks the order's status.
      const form = withReturnUrl(parsed, window.location.href);
      // Kept before leaving: from now on this top-up's order is asked about, never made again.
      rememberTopUpOrder(link, outtradeno, form);
      guard.close();
      submitCashierForm(form);
    });
  }

  /** 继续支付 the order already made: the same cashier form again, so the same order is paid. */
  function continuePayment(form: CashierForm) {
    run(async () => {
      guard.close();
      submitCashierForm(form);
    });
  }

  return (
    <TopUpFrame>
      <PageStates
        status={status}
        data={data}
        errorMessage={error ?? undefined}
        empty={false}
        onRetry={reload}
        rows={TOP_UP_LOADING_ROWS}
      >
        {(state) =>
          state.kind === 'paid' ? (
            <main className="agent-topup-body">
              <section className={`${PAY_CARD} agent-topup-done`} aria-labelledby="agent-topup-done-title">
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
                <PaidFacts order={state.order} />
              </section>
            </main>
          ) : (
            <>
              <main className="agent-topup-body">
                <section className={PAY_CARD} aria-label="充值信息">
                  <PayAmount label="充值金额" amount={amount} />
                  <Facts link={link} outTradeNo={state.kind === 'pending' ? state.outTradeNo : null} />
                </section>
                {state.kind === 'mismatch' ? (
                  <section className={PAY_CARD} aria-label="订单信息">
                    <AnsweredFacts order={state.order} />
                  </section>
                ) : (
                  <section className={`${PAY_CARD} agent-topup-method`} aria-label="支付方式">
                    <PayMethodIcon method="wechat" />
                    <span className="agent-topup-method-name">微信支付</span>
                    <PayMethodCheck />
                  </section>
                )}
                <p className="agent-topup-notice" role="alert">
                  {state.notice}
                </p>
              </main>
              <PayFooter>
                {state.kind === 'mismatch' ? (
                  // Nothing to pay until the operator settles it: only the order can be asked again.
                  <Button nativeType="button" type="primary" block disabled={busy} onClick={reload}>
                    重新查询订单
                  </Button>
                ) : state.kind === 'ready' ? (
                  <Button
                    nativeType="button"
                    type="primary"
                    block
                    loading={busy}
                    disabled={busy}
                    onClick={pay}
                  >
                    立即支付
                  </Button>
                ) : (
                  // An order stands that may still be paid: it is continued or asked about, never doubled.
                  <>
                    {state.cashier !== null && (
                      <Button
                        nativeType="button"
                        type="primary"
                        block
                        loading={busy}
                        disabled={busy}
                        onClick={() => state.cashier && continuePayment(state.cashier)}
                      >
                        继续支付
                      </Button>
                    )}
                    <Button
                      nativeType="button"
                      type={state.cashier === null ? 'primary' : 'default'}
                      fill={state.cashier === null ? 'solid' : 'none'}
                      block
                      disabled={busy}
                      onClick={reload}
                    >
                      已完成支付？刷新结果
                    </Button>
                  </>
                )}
              </PayFooter>
            </>
          )
        }
      </PageStates>
    </TopUpFrame>
  );
}

/** The paid order as the status answer gave it. */
function PaidFacts({ order }: { order: OrderFacts }) {
  return (
    <PayFacts>
      <PayFact term="充值号码">{order.serviceid}</PayFact>
      <PayFact term="充值金额">¥{formatAmount(order.amount)}</PayFact>
      <PayFact term="订单号">{order.outTradeNo}</PayFact>
    </PayFacts>
  );
}

/** What a status answer that disagrees with the link said; a fact it left out shows as 未返回. */
function AnsweredFacts({ order }: { order: AnsweredOrder }) {
  return (
    <PayFacts>
      <PayFact term="订单号">{order.outTradeNo}</PayFact>
      <PayFact term="订单号码">{order.serviceid ?? NOT_GIVEN}</PayFact>
      <PayFact term="订单金额">
        {order.amount === null ? NOT_GIVEN : `¥${formatAmount(order.amount)}`}
      </PayFact>
    </PayFacts>
  );
}

/** Decided: a fact the status answer did not give. */
const NOT_GIVEN = '未返回';

function Facts({ link, outTradeNo }: { link: UniversalLink; outTradeNo: string | null }) {
  return (
    <PayFacts>
      <PayFact term="充值号码">{link.serviceid}</PayFact>
      {outTradeNo !== null && (
        <>
          <PayFact term="充值金额">¥{formatAmount(link.amount)}</PayFact>
          <PayFact term="订单号">{outTradeNo}</PayFact>
        </>
      )}
    </PayFacts>
  );
}
