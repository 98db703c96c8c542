import { keepDigits, validate } from '@bluecat/rules/validate';
import { alert, confirm, toast } from '@bluecat/ui/overlays';
import { PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { loadCall } from '../../lib/load-call.ts';
import {
  apiSteps,
  type CheckoutOutcome,
  type CheckoutSteps,
  checkout,
  confirmPayment,
  type PaidAttempt,
} from './checkout.ts';
import {
  formatYuan,
  isOfferEmpty,
  type RechargeChoice,
  type RechargeOffer,
  type ResolvedChoice,
  reshapeProducts,
  resolveChoice,
  sameChoice,
} from './products.ts';
import { PHONE_MAX_LENGTH, rechargeRules } from './recharge-form.ts';
import { usePageRestore } from './use-page-restore.ts';
import './recharge-page.css';

/** Draft of the form: it survives a failed payment, a reload and a cancelled cashier. */
export const RECHARGE_DRAFT_KEY = 'recharge';

interface RechargeDraft {
  /** null until the number is edited: the bound number is shown until then. */
  mobilePhone: string | null;
  choice: RechargeChoice | null;
}

const EMPTY_DRAFT: RechargeDraft = { mobilePhone: null, choice: null };

/** Outside WeChat there is no cashier; said before any order is placed. */
export const NOT_IN_WECHAT = '请在微信客户端中打开本页面完成支付';
export const PAY_CANCELLED = '已取消支付';
export const PAY_ERROR = '支付异常，请稍后重试';

/** What the result page shows of a paid top-up. */
export interface PayReceipt {
  mobilePhone: string;
  title: string;
  amount: number;
}

type Phase = { kind: 'form' } | { kind: 'confirming' } | { kind: 'undecided'; attempt: PaidAttempt };

export interface RechargePageProps {
  /** The member's bound number; the number field starts with it. null when not known (yet). */
  boundPhone: string | null;
  /** 当前积分 current points of the member; null when not known. */
  points: number | null;
  /** The page came back from the back-forward cache: reload what the page does not own (the member). */
  onRestore?: () => void;
  /** The payment steps; tests give their own. */
  steps?: CheckoutSteps;
}

interface OptionView {
  key: string;
  choice: RechargeChoice;
  main: string;
  price: number;
}

function callOptions(offer: RechargeOffer): OptionView[] {
  return offer.call.map((item) => ({
    key: `call-${item.rechargeNum}`,
    choice: { kind: 1, amount: item.rechargeNum },
    main: item.cost,
    price: item.rechargeNum,
  }));
}

function packOptions(kind: 2 | 3, offer: RechargeOffer): OptionView[] {
  const list = kind === 2 ? offer.dayFlow : offer.monthFlow;
  return list.map((item) => ({
    key: `${kind}-${item.id}`,
    choice: { kind, productId: item.id },
    main: item.flow,
    price: item.money,
  }));
}

function OptionGroup({
  legend,
  options,
  selected,
  name,
  onSelect,
}: {
  legend: string;
  options: OptionView[];
  selected: RechargeChoice | null;
  name: string;
  onSelect: (choice: RechargeChoice) => void;
}) {
  const baseId = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="recharge-options">
      <legend className="recharge-options__legend">{legend}</legend>
      <div className="recharge-options__grid">
        {options.map((option) => {
          const checked = sameChoice(selected, option.choice);
          const priceId = `${baseId}-${option.key}`;
          return (
            <label
              key={option.key}
              className={`recharge-option${checked ? ' recharge-option--checked' : ''}`}
            >
              <input
                className="recharge-option__input"
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onSelect(option.choice)}
                aria-describedby={priceId}
              />
              <span className="recharge-option__main">{option.main}</span>
              <span id={priceId} className="recharge-option__price" aria-hidden="true">
                售价{formatYuan(option.price)}元
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function ConfirmingPanel() {
  const titleId = useId();
  return (
    <div className="recharge-status" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="recharge-status__box">
        <span className="recharge-status__spinner" aria-hidden="true" />
        <h2 id={titleId} className="recharge-status__title">
          支付结果查询中
        </h2>
        <p className="recharge-status__text">正在向运营商确认您的订单，请勿关闭页面</p>
      </div>
    </div>
  );
}

function UndecidedPanel({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <div className="recharge-status" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="recharge-status__box">
        <h2 id={titleId} className="recharge-status__title">
          暂未查询到支付结果
        </h2>
        <p className="recharge-status__text">
          如您已完成支付，款项不会丢失，充值结果请以充值记录为准，也可稍后重新查询。
        </p>
        <div className="recharge-status__actions">
          <button type="button" className="recharge-button" onClick={onRetry}>
            重新查询
          </button>
          <Link className="recharge-button recharge-button--plain" to={paths.record}>
            查看充值记录
          </Link>
          <button type="button" className="recharge-status__close" onClick={onClose}>
            返回充值
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * 号码充值 the hall's first tab: the number (the bound one unless edited), a call-credit amount or a flow
 * pack, and payment through the WeChat cashier. The result comes from the order status, never from the
 * cashier alone; one order at a time, whatever the number of taps.
 */
export function RechargePage({ boundPhone, points, onRestore, steps = apiSteps }: RechargePageProps) {
  const navigate = useNavigate();
  const phoneId = useId();
  const errorId = useId();
  const radioName = useId();
  const [draft, setDraft, clearStoredDraft] = usePersistedState<RechargeDraft>(
    RECHARGE_DRAFT_KEY,
    EMPTY_DRAFT,
  );
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  // A ref, not state: two taps in one frame both see the same render, only the ref tells the second one.
  const inFlight = useRef(false);
  const running = useRef<AbortController | null>(null);

  const products = useLoad((signal) => loadCall('RECHARGE_PRODUCT', {}, signal).then(reshapeProducts), []);
  // The balance is the bound number's; an unbound member has none to show.
  const balance = useLoad(
    (signal) =>
      boundPhone === null
        ? Promise.resolve(null)
        : loadCall('QUERY_BALANCE', {}, signal).then((data) => data.amount),
    [boundPhone],
  );

  usePageRestore(() => {
    balance.reload();
    onRestore?.();
  });

  useEffect(() => () => running.current?.abort(), []);

  const offer = products.data;
  const ownNumber = boundPhone ?? offer?.mobilePhone ?? null;
  const phone = draft.mobilePhone ?? ownNumber ?? '';
  const resolved = offer ? resolveChoice(offer, draft.choice) : null;

  function changePhone(value: string) {
    setPhoneError(null);
    setDraft((current) => ({ ...current, mobilePhone: keepDigits(value, PHONE_MAX_LENGTH) }));
  }

  function choose(choice: RechargeChoice) {
    setDraft((current) => ({ ...current, choice }));
  }

  async function finish(outcome: CheckoutOutcome, chosen: ResolvedChoice) {
    switch (outcome.kind) {
      case 'unavailable':
        setPhase({ kind: 'form' });
        await alert({ title: '提示', message: NOT_IN_WECHAT });
        return;
      case 'stopped':
        setPhase({ kind: 'form' });
        return;
      case 'cancelled':
        setPhase({ kind: 'form' });
        toast(PAY_CANCELLED);
        return;
      case 'payFailed':
        setPhase({ kind: 'form' });
        navigate(paths.payFail);
        return;
      case 'paid': {
        const receipt: PayReceipt = {
          mobilePhone: outcome.attempt.mobilePhone,
          title: chosen.title,
          amount: chosen.price,
        };
        // Paid: the next visit starts afresh. A failed or cancelled payment keeps the draft for another try.
        clearStoredDraft();
        setPhase({ kind: 'form' });
        navigate(paths.paySuccess, { state: receipt });
        return;
      }
      case 'flowFailed':
        setPhase({ kind: 'form' });
        navigate(paths.flowPayFali, { state: { reason: outcome.message } });
        return;
      case 'undecided':
        setPhase({ kind: 'undecided', attempt: outcome.attempt });
        return;
    }
  }

  /** Runs the payment steps and shows their outcome; leaving the page stops them. */
  async function run(chosen: ResolvedChoice, pay: (signal: AbortSignal) => Promise<CheckoutOutcome>) {
    const controller = new AbortController();
    running.current = controller;
    try {
      await finish(await pay(controller.signal), chosen);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('号码充值 payment stopped unexpectedly', error);
      setPhase({ kind: 'form' });
      toast(PAY_ERROR);
    }
  }

  /** One payment at a time: a start while one runs is ignored. */
  async function guarded(task: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!offer || inFlight.current) return;
    const failure = validate(rechargeRules, { mobilePhone: phone, choice: resolved?.choice ?? null });
    if (failure) {
      if (failure.field === 'mobilePhone') setPhoneError(failure.message);
      else toast(failure.message);
      return;
    }
    if (!resolved) return;
    void guarded(async () => {
      // Topping up a number other than one's own is where a typo costs money: ask once more.
      if (ownNumber !== null && phone !== ownNumber) {
        const go = await confirm({
          title: '请核对充值号码',
          message: `${phone} 不是您绑定的号码，确认为该号码充值${resolved.title}吗？`,
        });
        if (!go) return;
      }
      await run(resolved, (signal) =>
        checkout(phone, resolved.choice, steps, {
          signal,
          onConfirming: () => setPhase({ kind: 'confirming' }),
        }),
      );
    });
  }

  function askAgain(attempt: PaidAttempt) {
    if (!offer) return;
    const chosen = resolveChoice(offer, attempt.choice);
    if (!chosen) return;
    void guarded(async () => {
      setPhase({ kind: 'confirming' });
      await run(chosen, (signal) => confirmPayment(attempt, steps, signal));
    });
  }

  const isOwn = ownNumber !== null && phone === ownNumber;

  return (
    <main className="recharge">
      <h1 className="recharge__title">号码充值</h1>
      <form className="recharge__form" noValidate onSubmit={submit} aria-label="号码充值">
        <section className="recharge-card">
          <label className="recharge-card__label" htmlFor={phoneId}>
            充值号码
          </label>
          <div className="recharge-card__field">
            <input
              id={phoneId}
              className="recharge-card__input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
              placeholder="请输入手机号"
              value={phone}
              onChange={(event) => changePhone(event.target.value)}
              aria-invalid={phoneError !== null}
              aria-describedby={phoneError ? errorId : undefined}
            />
            {phone !== '' && (
              <button
                type="button"
                className="recharge-card__clear"
                aria-label="清空号码"
                onClick={() => changePhone('')}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path
                    d="M7 7l10 10M17 7 7 17"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
          {phoneError ? (
            <p id={errorId} className="recharge-card__error" role="alert">
              {phoneError}
            </p>
          ) : (
            phone !== '' && (
              <p className="recharge-card__hint">{isOwn ? '本人绑定号码' : '为其他号码充值，请仔细核对'}</p>
            )
          )}
          {boundPhone !== null && (
            <dl className="recharge-card__stats">
              <div>
                <dt>账户余额(元)</dt>
                <dd>
                  {balance.status === 'success' && balance.data !== null ? formatYuan(balance.data) : '--'}
                </dd>
              </div>
              <div>
                <dt>当前积分</dt>
                <dd>{points ?? '--'}</dd>
              </div>
            </dl>
          )}
        </section>

        <PageStates
          status={products.status}
          data={offer}
          empty={isOfferEmpty}
          onRetry={products.reload}
          errorMessage={products.error ?? undefined}
          rows={4}
        >
          {(loaded) => (
            <>
              <div className="recharge__choices">
                <OptionGroup
                  legend="话费充值"
                  options={callOptions(loaded)}
                  selected={draft.choice}
                  name={radioName}
                  onSelect={choose}
                />
                <OptionGroup
                  legend="流量日包"
                  options={packOptions(2, loaded)}
                  selected={draft.choice}
                  name={radioName}
                  onSelect={choose}
                />
                <OptionGroup
                  legend="流量月包"
                  options={packOptions(3, loaded)}
                  selected={draft.choice}
                  name={radioName}
                  onSelect={choose}
                />
                <p className="recharge__note">
                  充值成功后一般即时到账，高峰期可能稍有延迟；流量包支付成功后为充值号码开通。
                </p>
              </div>
              <div className="recharge-bar">
                <p className="recharge-bar__total">
                  <span className="recharge-bar__label">应付金额</span>
                  <span className="recharge-bar__amount">
                    {resolved ? `¥${formatYuan(resolved.price)}` : '--'}
                  </span>
                </p>
                <button type="submit" className="recharge-button recharge-bar__pay" disabled={busy}>
                  立即充值
                </button>
              </div>
            </>
          )}
        </PageStates>
      </form>
      {phase.kind === 'confirming' && <ConfirmingPanel />}
      {phase.kind === 'undecided' && (
        <UndecidedPanel onRetry={() => askAgain(phase.attempt)} onClose={() => setPhase({ kind: 'form' })} />
      )}
    </main>
  );
}
