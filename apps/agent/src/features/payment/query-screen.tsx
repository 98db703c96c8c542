import { GatewayError } from '@bluecat/api/gateway';
import { removeStored } from '@bluecat/api/storage';
import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageSkeleton, PageStates } from '@bluecat/ui/page-state';
import { useRouteUrl } from '@bluecat/ui/route-data';
import { useLoad } from '@bluecat/ui/use-load';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { Yuan } from '../../lib/pay-sheet.tsx';
import { usePaymentGuard } from '../../lib/payment-guard.ts';
import { handBack, leaveLostRecord, recordPayment } from './hand-off.ts';
import { loadQueryPage } from './load-payment.ts';
import { PAYMENT_MESSAGES, type PaymentVariant, VARIANT_PAGES } from './payment-flow.ts';
import './payment.css';
import * as calls from '@bluecat/api/calls';

/**
 * /WxQuery and /VnoWxQuery, where the cashier returns: the agent says whether the payment went through,
 * and the page asks the order's status before believing it.
 */
export function QueryScreen({ variant }: { variant: PaymentVariant }) {
  const pages = VARIANT_PAGES[variant];
  const navigate = useNavigate();
  const { run, guard, busy } = usePaymentGuard();
  const url = useRouteUrl();
  const { status, data, error, reload } = useLoad(() => loadQueryPage(url), [url]);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!data || data.kind === 'ask') return;
    run(async () => {
      guard.close();
      if (data.kind === 'lost') await leaveLostRecord(pages, navigate);
      else if (data.kind === 'handBack') handBack(pages, navigate);
      else await recordPayment(data.record, data.order, pages, navigate);
    });
  }, [data, guard, navigate, pages, run]);

  function confirmPaid(record: OpeningRecord, outTradeNo: string | null) {
    run(async () => {
      setNotice(null);
      // Nothing was sent to the cashier for this record: there is no payment to find.
      if (outTradeNo === null) {
        setNotice(PAYMENT_MESSAGES.notPaid);
        return;
      }
      try {
        const result = await api.call(
          calls.queryOrderByOutTradeNo,
          { outTradeNo },
          { toast: false, loading: PAYMENT_MESSAGES.querying },
        );
        if (!result.ok) {
          setNotice(PAYMENT_MESSAGES.notPaid);
          return;
        }
      } catch (error) {
        if (error instanceof GatewayError) {
          setNotice(PAYMENT_MESSAGES.queryFailed);
          return;
        }
        throw error;
      }
      guard.close();
      await recordPayment(record, { outTradeNo, method: 'wechat' }, pages, navigate);
    });
  }

  // Paying again starts at the pay page, which asks the order's status before it creates another.
  function payAgain() {
    if (guard.busy || guard.closed) return;
    guard.close();
    removeStored('WxPayFlag');
    navigate(pages.payPage, { replace: true });
  }

  return (
    <div className="agent-pay">
      <PageHeader title="支付确认" onBack={payAgain} />
      <PageStates
        status={status}
        data={data}
        errorMessage={error ?? undefined}
        empty={false}
        onRetry={reload}
        rows={3}
      >
        {(loaded) =>
          loaded.kind === 'ask' ? (
            <main className="agent-pay-body agent-pay-query">
              <svg className="agent-pay-query-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
                <circle cx="32" cy="32" r="28" fill="#e8f0ff" />
                <circle cx="32" cy="32" r="17" fill="none" stroke="currentColor" strokeWidth="4" />
                <path
                  d="M32 23v10l6 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="4"
                  strokeLinecap="round"
                />
              </svg>
              <h2 className="agent-pay-query-title">请确认微信支付是否已完成</h2>
              <p className="agent-pay-query-amount">
                <Yuan amount={loaded.record.sumFee} />
              </p>
              <p className="agent-pay-query-number">开卡号码 {loaded.record.serviceid}</p>
              <p className="agent-pay-notice" role="alert">
                {notice}
              </p>
              <div className="agent-pay-query-actions">
                <Button
                  nativeType="button"
                  type="primary"
                  block
                  loading={busy}
                  disabled={busy}
                  onClick={() => confirmPaid(loaded.record, loaded.outTradeNo)}
                >
                  支付成功，继续开卡
                </Button>
                <Button nativeType="button" fill="outline" block disabled={busy} onClick={payAgain}>
                  支付遇到问题，重新支付
                </Button>
              </div>
            </main>
          ) : (
            <PageSkeleton rows={3} />
          )
        }
      </PageStates>
    </div>
  );
}
