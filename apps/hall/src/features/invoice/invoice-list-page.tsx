import { invoiceSelectionRules } from '@bluecat/rules/invoice/invoice-selection';
import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { Redirect } from '@bluecat/ui/redirect';
import { Tabs } from '@bluecat/ui/tabs';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import {
  INVOICE_STATUS,
  type InvoiceMonth,
  monthLabel,
  parseInvoiceList,
  splitInvoiceTabs,
  yuanOfCents,
} from './invoice-items.ts';
import {
  EMPTY_SELECTION,
  readVerifiedPhone,
  SELECTION_DRAFT,
  storeInvoiceUserId,
  storeOrder,
} from './invoice-session.ts';
import './invoice.css';
import { passesRules } from '../../lib/form/form-submit.ts';
import { verifiedMonthsQuery } from './route-calls.ts';

type Tab = 'open' | 'issued';

const TABS = [
  { value: 'open', label: '未开票' },
  { value: 'issued', label: '已开票' },
] as const;

/** /invoiceList 发票列表 (product.md › 发票): the verified number's months, 未开票 to choose and 已开票 to open. */
export default function InvoiceListPage() {
  const phone = readVerifiedPhone();
  if (!phone) return <Redirect to={paths.invoiceVerify} />;
  return <InvoiceList phone={phone} />;
}

function InvoiceList({ phone }: { phone: string }) {
  const [tab, setTab] = usePersistedState<{ tab: Tab }>('invoice-tab' satisfies HallFormDraft, {
    tab: 'open',
  });
  // The months of the number shown (route-calls.ts reads the same stored number).
  const loaded = useRouteCall(verifiedMonthsQuery, parseInvoiceList);
  // The window is counted from today's month, read once per visit.
  const [now] = useState(() => new Date());
  const tabs = useMemo(() => (loaded.data ? splitInvoiceTabs(loaded.data, now) : null), [loaded.data, now]);

  useEffect(() => {
    const userId = loaded.data?.find((item) => item.userId !== '')?.userId;
    if (userId) storeInvoiceUserId(userId);
  }, [loaded.data]);

  return (
    <div className="invoice-page invoice-page--with-bar">
      <PageHeader title="发票列表" />
      <p className="invoice-number">开票号码 {phone}</p>
      <Tabs label="开票状态" tabs={TABS} value={tab.tab} onChange={(value) => setTab({ tab: value })}>
        <PageStates
          status={loaded.status}
          data={tabs}
          onRetry={loaded.reload}
          errorMessage={loaded.error ?? undefined}
          empty={false}
          rows={4}
        >
          {(data) =>
            tab.tab === 'open' ? <OpenMonths months={data.open} /> : <IssuedMonths months={data.issued} />
          }
        </PageStates>
      </Tabs>
    </div>
  );
}

function OpenMonths({ months }: { months: InvoiceMonth[] }) {
  const navigate = useNavigate();
  const [selection, setSelection] = usePersistedState(SELECTION_DRAFT, EMPTY_SELECTION);
  const allId = useId();
  // A stored choice of a month no longer offered (issued meanwhile) does not count.
  const chosen = months.filter((item) => selection.ids.includes(item.id));
  const total = yuanOfCents(chosen.reduce((sum, item) => sum + item.cents, 0));
  const allChosen = months.length > 0 && chosen.length === months.length;

  const toggle = (id: string) =>
    setSelection((current) => ({
      ids: current.ids.includes(id) ? current.ids.filter((other) => other !== id) : [...current.ids, id],
    }));

  const issue = () => {
    const ids = chosen.map((item) => item.id);
    if (!passesRules(invoiceSelectionRules, { ids })) return;
    storeOrder({ ids, months: chosen.map((item) => item.month), total });
    navigate(paths.submitInvoice);
  };

  return (
    <>
      {months.length === 0 ? (
        <PageEmpty />
      ) : (
        <ul className="invoice-months" aria-label="可开票月份">
          {months.map((item) => (
            <li key={item.id}>
              <label className="invoice-month invoice-month--choice">
                <input
                  type="checkbox"
                  className="invoice-check"
                  checked={chosen.includes(item)}
                  onChange={() => toggle(item.id)}
                />
                <span className="invoice-month__name">{monthLabel(item.month)}</span>
                <span className="invoice-month__amount">¥{yuanOfCents(item.cents)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="invoice-bar">
        <label className="invoice-bar__all" htmlFor={allId}>
          <input
            id={allId}
            type="checkbox"
            className="invoice-check"
            checked={allChosen}
            disabled={months.length === 0}
            onChange={() => setSelection({ ids: allChosen ? [] : months.map((item) => item.id) })}
          />
          全选
        </label>
        <p className="invoice-bar__total" aria-live="polite">
          合计：<strong>¥{total}</strong>
        </p>
        <Button type="primary" className="invoice-bar__button" onClick={issue}>
          去开票
        </Button>
      </div>
    </>
  );
}

function IssuedMonths({ months }: { months: InvoiceMonth[] }) {
  if (months.length === 0) return <PageEmpty />;
  return (
    <ul className="invoice-months" aria-label="开票记录">
      {months.map((item) => {
        const status = INVOICE_STATUS[item.status];
        return (
          <li key={item.id}>
            <AppLink
              className="invoice-month"
              to={`${paths.invoiceSuccess}?id=${encodeURIComponent(item.id)}`}
            >
              <span className="invoice-month__name">{monthLabel(item.month)}</span>
              <span className="invoice-month__amount">¥{yuanOfCents(item.cents)}</span>
              <span className={`invoice-status invoice-status--${item.status}`}>{status.label}</span>
              {item.status === 3 && item.reason && (
                <span className="invoice-month__reason">失败原因：{item.reason}</span>
              )}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
