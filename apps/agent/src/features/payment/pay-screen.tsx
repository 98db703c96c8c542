import { type CallResult, GatewayError } from '@bluecat/api/gateway';
import { writeStored } from '@bluecat/api/storage';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageSkeleton, PageStates } from '@bluecat/ui/page-state';
import { useRouteUrl } from '@bluecat/ui/route-data';
import { useLoad } from '@bluecat/ui/use-load';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readAgentSession } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { parseCashierForm, returnAddress, submitCashierForm, withReturnUrl } from '../../lib/cashier-form.ts';
import { type OpeningRecord, saveOpeningRecord } from '../../lib/opening-record.ts';
import {
  PAY_CARD,
  PayAmount,
  PayFact,
  PayFacts,
  PayFooter,
  type PayMethod,
  PayMethodCheck,
  PayMethodIcon,
} from '../../lib/pay-sheet.tsx';
import { type PaymentGuard, usePaymentGuard } from '../../lib/payment-guard.ts';
import { clearFundPoolCharge, markFundPoolCharge } from './fund-pool-pending.ts';
import { handBack, leaveLostRecord, recordPayment } from './hand-off.ts';
import { loadPayPage, type PayPageData, recheckFundPool } from './load-payment.ts';
import { PAY_KIND_CODE, PAY_METHOD_HINT, PAY_METHOD_LABEL } from './pay-kind.ts';
import {
  fundPoolPayer,
  PAYMENT_MESSAGES,
  type PaymentVariant,
  VARIANT_PAGES,
  type VariantPages,
} from './payment-flow.ts';
import './payment.css';
import * as calls from '@bluecat/api/calls';

/** wxPay code 2: the order is already paid (the gateway has toasted its msg). */
const ALREADY_PAID = 2;
/** fundPoolRecharge answers success as code 0 (openapi/README.md). */
const FUND_POOL_PAID = 0;

/**
 * Codes the gateway answers on screen even with `toast: false` (product.md › 预存款支付): -100 its toast, -101 the login
 * dialog, -102 the binding toast, 60001–60003 the closed-link toast.
 */
const shownByGateway = (code: number) =>
  code === -100 || code === -101 || code === -102 || (code >= 60001 && code <= 60003);

type Navigate = ReturnType<typeof useNavigate>;

interface PayContext {
  record: OpeningRecord;
  pages: VariantPages;
  navigate: Navigate;
  guard: PaymentGuard;
  /** A fund-pool charge got no answer: the page shows 支付结果确认中… instead of the pay button. */
  unconfirmed: () => void;
}

/**
 * 微信支付 wechat-style: create the order (code 2 means already paid), keep its number on the record and
 * in WxPayFlag, then leave for the cashier, which returns to the query page.
 */
async function payByWechat({ record, pages, navigate, guard }: PayContext): Promise<void> {
  const result = await api.call(
    calls.wxPay,
    { phone: record.serviceid, amount: record.sumFee, recordNumber: record.recordNumber },
    { loading: PAYMENT_MESSAGES.paying },
  );
  if (result.code === ALREADY_PAID) {
    guard.close();
    await recordPayment(record, { outTradeNo: record.outTradeNo ?? '', method: 'wechat' }, pages, navigate);
    return;
  }
  if (!result.ok) return;
  const { form: html, outtradeno } = result.data;
  const form = parseCashierForm(html, window.location.href);
  if (!form || !outtradeno) {
    toast(PAYMENT_MESSAGES.wxPayFailed);
    return;
  }
  // The order goes on the record before the agent leaves: whoever opens the opening next asks its status
  // before paying again, on this phone or another.
  const saved = await saveOpeningRecord(
    { ...record, outTradeNo: outtradeno },
    { payMethod: PAY_KIND_CODE.wechat },
  );
  if (!saved) {
    guard.close();
    toast(pages.saveFailed);
    navigate(pages.cardPage, { replace: true });
    return;
  }
  writeStored('WxPayFlag', outtradeno);
  guard.close();
  submitCashierForm(withReturnUrl(form, returnAddress(pages.queryPage)));
}

/** The order number of a code-0 answer, whose `data` the gateway hands over inside the whole body. */
function fundPoolOrder(body: unknown): string {
  const data = (body as { data?: { outTradeNo?: unknown } } | null)?.data;
  return typeof data?.outTradeNo === 'string' ? data.outTradeNo : '';
}

/**
 * 资金池 the dealer's fund pool pays at once; code 0 is paid. The charge is marked before the call: an
 * answer (paid or refused) lifts the mark, and without one (a timeout, a dropped connection) the pool
 * may have been charged, so the mark stays and nothing is charged again until the record is read again.
 */
async function payFromFundPool({ record, pages, navigate, guard, unconfirmed }: PayContext): Promise<void> {
  const payer = fundPoolPayer(readAgentSession()?.user ?? null, record);
  if (!payer) {
    toast(PAYMENT_MESSAGES.notPaid);
    return;
  }
  markFundPoolCharge(record.uimId, record.recordNumber);
  let result: CallResult<'fundPoolRecharge'>;
  try {
    result = await api.call(
      calls.fundPoolRecharge,
      { service_id: record.serviceid, ...payer, pay_fee: record.sumFee, recordNumber: record.recordNumber },
      { toast: false, loading: PAYMENT_MESSAGES.paying },
    );
  } catch (error) {
    // The gateway has shown the transport message; whether the pool was charged is not known.
    if (error instanceof GatewayError) {
      unconfirmed();
      return;
    }
    throw error;
  }
  clearFundPoolCharge(record.uimId);
  if (result.code !== FUND_POOL_PAID) {
    if (!shownByGateway(result.code)) toast(result.msg || PAYMENT_MESSAGES.notPaid);
    return;
  }
  // Code 0 means the pool was charged: the payment is recorded even if the answer lacks its number.
  guard.close();
  await recordPayment(
    record,
    { outTradeNo: fundPoolOrder(result.data), method: 'fundPool' },
    pages,
    navigate,
  );
}

/** /OpenPay and /VnoOpenPay: the amount to pay and the way the number pays it. */
export function PayScreen({ variant }: { variant: PaymentVariant }) {
  const pages = VARIANT_PAGES[variant];
  const navigate = useNavigate();
  const { run, guard, busy } = usePaymentGuard();
  const url = useRouteUrl();
  const { status, data, error, reload } = useLoad((signal) => loadPayPage(url, signal), [url]);
  const [notice, setNotice] = useState<string | null>(null);

  // Arrivals that do not stay on this page act once, through the same guard as the pay button.
  useEffect(() => {
    if (!data || data.kind === 'pay' || data.kind === 'confirmFundPool') return;
    run(async () => {
      guard.close();
      await leave(data, pages, navigate);
    });
  }, [data, guard, navigate, pages, run]);

  return (
    <div className="agent-pay">
      <PageHeader title="开卡支付" />
      <PageStates
        status={status}
        data={data}
        errorMessage={error ?? undefined}
        empty={false}
        onRetry={reload}
        rows={4}
      >
        {(loaded) =>
          loaded.kind === 'pay' ? (
            <PayForm
              record={loaded.record}
              method={loaded.method}
              busy={busy}
              notice={notice}
              onPay={() => {
                setNotice(null);
                const context = { record: loaded.record, pages, navigate, guard, unconfirmed: reload };
                run(() => (loaded.method === 'wechat' ? payByWechat(context) : payFromFundPool(context)));
              }}
            />
          ) : loaded.kind === 'confirmFundPool' ? (
            <FundPoolConfirming
              record={loaded.record}
              busy={busy}
              onCheck={() =>
                run(async () => {
                  const outcome = await recheckFundPool(loaded.record.uimId);
                  if (outcome === 'unknown') return;
                  setNotice(outcome === 'unpaid' ? PAYMENT_MESSAGES.fundPoolUnpaid : null);
                  reload();
                })
              }
            />
          ) : (
            // The page is on its way elsewhere.
            <PageSkeleton rows={4} />
          )
        }
      </PageStates>
    </div>
  );
}

async function leave(
  data: Exclude<PayPageData, { kind: 'pay' } | { kind: 'confirmFundPool' }>,
  pages: VariantPages,
  navigate: Navigate,
): Promise<void> {
  switch (data.kind) {
    case 'lost':
      return leaveLostRecord(pages, navigate);
    case 'handBack':
      return handBack(pages, navigate);
    case 'confirm':
      return navigate(pages.queryPage, { replace: true });
    case 'finish':
      return recordPayment(data.record, data.order, pages, navigate);
  }
}

interface PayFormProps {
  record: OpeningRecord;
  method: PayMethod;
  busy: boolean;
  /** Why the page is showing the pay button again, if it says. */
  notice: string | null;
  onPay: () => void;
}

/** A fund-pool charge without an answer: no pay button, only the record read again. */
function FundPoolConfirming({
  record,
  busy,
  onCheck,
}: {
  record: OpeningRecord;
  busy: boolean;
  onCheck: () => void;
}) {
  return (
    <>
      <main className="agent-pay-body">
        <section className={PAY_CARD} aria-label="支付金额">
          <PayAmount label="支付金额" amount={record.sumFee} />
          <PayFacts>
            <PayFact term="开卡号码">{record.serviceid}</PayFact>
            <PayFact term="支付方式">{PAY_METHOD_LABEL.fundPool}</PayFact>
          </PayFacts>
        </section>
        <section className={PAY_CARD} aria-labelledby="agent-pay-confirming-title">
          <h2 id="agent-pay-confirming-title" className="agent-pay-section-title">
            {PAYMENT_MESSAGES.fundPoolConfirming}
          </h2>
          <p className="agent-pay-notice" role="alert">
            {PAYMENT_MESSAGES.fundPoolConfirmingHint}
          </p>
        </section>
      </main>
      <PayFooter>
        <Button nativeType="button" type="primary" block loading={busy} disabled={busy} onClick={onCheck}>
          刷新支付结果
        </Button>
      </PayFooter>
    </>
  );
}

function PayForm({ record, method, busy, notice, onPay }: PayFormProps) {
  return (
    <>
      <main className="agent-pay-body">
        <section className={PAY_CARD} aria-label="支付金额">
          <PayAmount label="支付金额" amount={record.sumFee} />
          <PayFacts>
            <PayFact term="开卡号码">{record.serviceid}</PayFact>
            <PayFact term="套餐">{record.prodOfferName}</PayFact>
          </PayFacts>
        </section>
        {/* getPayKind names the one way this number pays; it is shown as the chosen option. */}
        <fieldset className={`${PAY_CARD} agent-pay-methods`}>
          <legend className="agent-pay-section-title">支付方式</legend>
          <label className="agent-pay-method">
            <input
              className="agent-pay-method-input"
              type="radio"
              name="agent-pay-method"
              value={method}
              checked
              readOnly
            />
            <PayMethodIcon method={method} />
            <span className="agent-pay-method-text">
              <span className="agent-pay-method-name">{PAY_METHOD_LABEL[method]}</span>
              <span className="agent-pay-method-hint">{PAY_METHOD_HINT[method]}</span>
            </span>
            <PayMethodCheck />
          </label>
        </fieldset>
        {notice && (
          <p className="agent-pay-notice" role="alert">
            {notice}
          </p>
        )}
      </main>
      <PayFooter>
        <Button nativeType="button" type="primary" block loading={busy} disabled={busy} onClick={onPay}>
          确认支付
        </Button>
      </PayFooter>
    </>
  );
}
