import { GatewayError } from '@bluecat/api/gateway';
import { resendEmailRules } from '@bluecat/rules/invoice/resend-email';
import { Button } from '@bluecat/ui/button';
import { FactList } from '@bluecat/ui/fact-list';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { LoadError, useLoad } from '@bluecat/ui/use-load';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import {
  canResend,
  countSend,
  type InvoiceDetail,
  type InvoiceMonthsInfo,
  type InvoiceState,
  MAX_EMAIL_SENDS,
  noResendReason,
  parseInvoiceDetail,
  parseMonthsInfo,
  sendsOf,
  stateInNewerList,
  stateInOlderList,
} from './invoice-detail.ts';
import { InvoiceField } from './invoice-field.tsx';
import { INVOICE_STATUS, parseInvoiceList } from './invoice-items.ts';
import { readVerifiedPhone } from './invoice-session.ts';
import './invoice.css';
import * as calls from '@bluecat/api/calls';
import { passesRules, useFormSubmit } from '../../lib/form/form-submit.ts';
import {
  invoiceDetailQuery,
  invoiceMonthsQuery,
  olderInvoicesQuery,
  verifiedMonthsQuery,
} from './route-calls.ts';

interface Loaded {
  detail: InvoiceDetail;
  months: InvoiceMonthsInfo | null;
  /** From the list the page was opened from; null when it could not be told. */
  state: InvoiceState | null;
}

type Load = (signal: AbortSignal) => Promise<unknown>;

/**
 * 发票状态 from the list the detail was opened from: the newer list by the verified number (/InvoiceSuccess),
 * the older one by the token (/invoiceDetailPage). A list that cannot be had leaves the status unknown.
 */
async function loadState(
  id: string,
  list: { newer: boolean; newerList: Load; olderList: Load },
  signal: AbortSignal,
): Promise<InvoiceState | null> {
  try {
    if (!list.newer) return stateInOlderList(await list.olderList(signal), id);
    if (!readVerifiedPhone()) return null;
    return stateInNewerList(parseInvoiceList(await list.newerList(signal)), id);
  } catch (error) {
    if (error instanceof LoadError || error instanceof GatewayError) return null;
    throw error;
  }
}

/**
 * /InvoiceSuccess?id= and /invoiceDetailPage?id= 发票详情 (product.md › 发票): the invoice, its status (and why it
 * failed), and 重新发送 by e-mail for an issued or failed one (product.md › 发票). /InvoiceSuccess, opened from the
 * newer list, also shows the amount and months (NEW_MONTHS_INFO). Without an id nothing is asked.
 */
export default function InvoiceDetailPage() {
  const [params] = useUrlSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const newer = useLocation().pathname === paths.invoiceSuccess;
  return (
    <div className="invoice-page">
      <PageHeader title="发票详情" />
      {id === '' ? <PageEmpty /> : <Invoice id={id} newer={newer} />}
    </div>
  );
}

/** The invoice of the address's `id`, through its route's first calls (route-calls.ts). */
function Invoice({ id, newer }: { id: string; newer: boolean }) {
  const detail = useRouteLoad(invoiceDetailQuery);
  const monthsInfo = useRouteLoad(invoiceMonthsQuery);
  const newerList = useRouteLoad(verifiedMonthsQuery);
  const olderList = useRouteLoad(olderInvoicesQuery);
  const loaded = useLoad(
    async (signal): Promise<Loaded> => {
      const [invoice, months, state] = await Promise.all([
        detail(signal),
        // A refusal leaves the amount and months out; a transport failure is the page's, as the detail's.
        newer
          ? monthsInfo(signal).then(
              (data) => ({ data }),
              (error) => {
                if (error instanceof LoadError) return null;
                throw error;
              },
            )
          : null,
        loadState(id, { newer, newerList, olderList }, signal),
      ]);
      return {
        detail: parseInvoiceDetail(invoice),
        // The amount and months are extra facts: without them the detail still shows.
        months: months ? parseMonthsInfo(months.data) : null,
        state,
      };
    },
    [id, newer, detail, monthsInfo, newerList, olderList],
  );
  return (
    <PageStates loaded={loaded} empty={false} rows={6}>
      {(data) => (
        <>
          <DetailFacts {...data} />
          {canResend(data.state) ? (
            <ResendForm id={id} initialEmail={data.detail.email} />
          ) : (
            <p className="invoice-note">{noResendReason(data.state)}</p>
          )}
        </>
      )}
    </PageStates>
  );
}

function DetailFacts({ detail, months, state }: Loaded) {
  const titleId = useId();
  const items = [
    ...(state ? [{ label: '开票状态', value: INVOICE_STATUS[state.status].label }] : []),
    ...(state?.reason ? [{ label: '失败原因', value: state.reason }] : []),
    { label: '开票号码', value: detail.mobilePhone },
    { label: '开票时间', value: detail.time },
    ...(months
      ? [
          { label: '开票金额', value: `¥${months.amount}` },
          { label: '开票月份', value: months.months.join('、') },
        ]
      : []),
    { label: '抬头类型', value: detail.titleType },
    { label: '发票抬头', value: detail.title },
    ...(detail.taxNumber ? [{ label: '纳税人识别号', value: detail.taxNumber }] : []),
    { label: '联系人', value: detail.name },
    { label: '联系电话', value: detail.telephone },
    { label: '电子邮箱', value: detail.email },
  ].filter((item) => item.value !== '');
  return (
    <section className="invoice-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="invoice-card__title">
        发票信息
      </h2>
      <FactList items={items} />
      {detail.images.length > 0 && (
        <ul className="invoice-images" aria-label="发票图片">
          {detail.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img src={url} alt={`发票图片${index + 1}`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ResendForm({ id, initialEmail }: { id: string; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sends, setSends] = useState(() => sendsOf(id));
  const { busy, isSending, sendOnce } = useFormSubmit();
  const spent = sends >= MAX_EMAIL_SENDS;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending() || spent) return;
    const form = { email: email.trim() };
    if (!passesRules(resendEmailRules, form)) return;
    await sendOnce(async () => {
      try {
        const answer = await api.call(calls.NEW_RELOAD_EMAIL, { id, email: form.email });
        // A refusal (the limit included) is the server's message, shown by the gateway.
        if (!answer.ok) return;
        toast('发送成功');
        setSends(countSend(id));
      } catch {
        // Shown by the gateway.
      }
    });
  };

  return (
    <form className="invoice-card" aria-label="重新发送发票" onSubmit={send} noValidate>
      <InvoiceField
        label="接收邮箱"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => setEmail(value.trim())}
        placeholder="请输入邮箱"
        hint={`每张发票最多可发送${MAX_EMAIL_SENDS}次`}
      />
      <Button block type="primary" nativeType="submit" loading={busy} disabled={busy || spent}>
        {spent ? `已发送${MAX_EMAIL_SENDS}次，不能再次发送` : '重新发送'}
      </Button>
    </form>
  );
}
