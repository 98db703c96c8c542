import { ENTRY } from '@bluecat/rules/entries';
import {
  normaliseOrderQuery,
  type OrderQueryForm,
  orderQueryPhoneRules,
  orderQueryRules,
} from '@bluecat/rules/order-query/order-query';
import { validate } from '@bluecat/rules/validate';
import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { CompactInput } from '@bluecat/ui/compact-input';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageError } from '@bluecat/ui/page-state';
import { SmsCodeButton } from '@bluecat/ui/sms-code-button';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useId, useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { orderDetailHref, parseOrders, type ServiceOrder } from './order-data.ts';
import './order-query.css';
import * as calls from '@bluecat/api/calls';
import { sendSmsCode } from '../../lib/send-sms-code.ts';

/**
 * sessionStorage drafts (declared with the hall's others): the form survives a failed query and a reload,
 * the SMS code only until the query is answered; the list survives a visit to a detail.
 */
export const ORDER_QUERY_DRAFT = HALL_DRAFTS.orderQuery;
export const ORDER_QUERY_RESULT = HALL_DRAFTS.orderQueryResult;

/** product.md › 订单查询: the SMS code of the order query is requested with type '06'. */
export const ORDER_QUERY_CODE_TYPE = '06';

const EMPTY_FORM: OrderQueryForm = { mobilePhone: '', code: '' };

/** The last answered query; `orders` null before any. */
type Result = { mobilePhone: string; orders: ServiceOrder[] | null };

const NO_RESULT: Result = { mobilePhone: '', orders: null };

/**
 * /orderQuery 订单查询 (product.md › 订单查询): a number and its SMS code, then the number's orders of the last
 * three months; each opens /orderDetail. A wrong code is toasted by the gateway (-100) and the form stays.
 */
export default function OrderQueryPage() {
  const phoneId = useId();
  const codeId = useId();
  const [form, setForm] = usePersistedState<OrderQueryForm>(ORDER_QUERY_DRAFT, EMPTY_FORM);
  const [result, setResult] = usePersistedState<Result>(ORDER_QUERY_RESULT, NO_RESULT);
  const [failure, setFailure] = useState<{ message: string; query: OrderQueryForm } | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second tap can land before React re-renders.
  const inFlight = useRef(false);

  const sendCode = async (): Promise<boolean> => {
    const query = normaliseOrderQuery(form);
    const invalid = validate(orderQueryPhoneRules, query);
    if (invalid) {
      toast(invalid.message);
      return false;
    }
    return sendSmsCode(query.mobilePhone, ORDER_QUERY_CODE_TYPE);
  };

  async function run(query: OrderQueryForm) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.call(calls.ORDER_QUERY, query);
      // -100 (验证码错误) and other refusals have been toasted by the gateway; the form stays as typed.
      if (answer.ok) {
        setResult({ mobilePhone: query.mobilePhone, orders: parseOrders(answer.data) });
        // The code has served: it is not kept in the tab beside the number's orders.
        setForm((current) => ({ ...current, code: '' }));
      }
    } catch (error) {
      const message = error instanceof Error && error.message !== '' ? error.message : '查询失败';
      setFailure({ message, query });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normaliseOrderQuery(form);
    const invalid = validate(orderQueryRules, query);
    if (invalid) {
      toast(invalid.message);
      return;
    }
    void run(query);
  }

  return (
    <div className="order-query">
      <PageHeader title="订单查询" />
      <main>
        <form className="order-query__form" onSubmit={submit} noValidate aria-label="订单查询">
          <p className="order-query__intro">可查询近三个月内办理的业务订单。</p>
          <div className="order-query__field">
            <label className="order-query__label" htmlFor={phoneId}>
              手机号
            </label>
            <CompactInput
              id={phoneId}
              className="order-query__input"
              type="tel"
              {...ENTRY.phone}
              value={form.mobilePhone}
              placeholder="请输入手机号"
              onChange={(mobilePhone) => setForm((current) => ({ ...current, mobilePhone }))}
            />
          </div>
          <div className="order-query__field">
            <label className="order-query__label" htmlFor={codeId}>
              验证码
            </label>
            <CompactInput
              id={codeId}
              className="order-query__input"
              type="tel"
              {...ENTRY.code}
              autoComplete="one-time-code"
              value={form.code}
              placeholder="请输入验证码"
              onChange={(code) => setForm((current) => ({ ...current, code }))}
            />
            <SmsCodeButton onSend={sendCode} />
          </div>
          <Button
            className="order-query__submit"
            nativeType="submit"
            type="primary"
            block
            loading={busy}
            disabled={busy}
          >
            查询
          </Button>
        </form>
        {failure ? (
          <PageError message={failure.message} onRetry={() => void run(failure.query)} />
        ) : (
          result.orders && <OrderList mobilePhone={result.mobilePhone} orders={result.orders} />
        )}
      </main>
    </div>
  );
}

function OrderList({ mobilePhone, orders }: { mobilePhone: string; orders: ServiceOrder[] }) {
  const titleId = useId();
  return (
    <section className="order-query__results" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-query__results-title">
        {mobilePhone} 近三个月的订单
      </h2>
      {orders.length === 0 ? (
        <PageEmpty text="近三个月暂无订单" />
      ) : (
        <ul className="order-query__list">
          {orders.map((order) => (
            <li key={order.oid}>
              <AppLink className="order-card" to={orderDetailHref(paths.orderDetail, order.oid)}>
                <span className="order-card__head">
                  <span className="order-card__name">{order.name}</span>
                  <span className={`order-card__status order-card__status--${order.status.tone}`}>
                    {order.status.label}
                  </span>
                </span>
                {order.detail && <span className="order-card__detail">{order.detail}</span>}
                <span className="order-card__date">{order.date}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
