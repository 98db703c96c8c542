import { readYuan } from '@bluecat/rules/money';
import { keepDigits, validate } from '@bluecat/rules/validate';
import { confirm, toast } from '@bluecat/ui/overlays';
import { PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { usePageRestore } from '@bluecat/ui/use-page-restore';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useState } from 'react';
import { CareSwitch } from '../../lib/care-mode/care-switch.tsx';
import { formatYuan } from '../../lib/money.ts';
import { useRouteCall, useRouteLoad } from '../../lib/route-data.ts';
import type { CheckoutSteps } from './checkout.ts';
import { NumberCard } from './number-card.tsx';
import {
  isOfferEmpty,
  NO_PRODUCTS,
  type RechargeChoice,
  reshapeProducts,
  resolveChoice,
} from './products.ts';
import { EMPTY_DRAFT, RECHARGE_DRAFT_KEY, type RechargeDraft } from './recharge-draft.ts';
import { PHONE_MAX_LENGTH, rechargeRules } from './recharge-form.ts';
import { RechargeOptions } from './recharge-options.tsx';
import { productsQuery, rechargeBalanceQuery } from './route-calls.ts';
import { useRechargePayment } from './use-recharge-payment.ts';
import './recharge-page.css';

export interface RechargePageProps {
  /** The member's bound number; the number field starts with it. null when not known (yet). */
  boundPhone: string | null;
  /** 当前积分 current points of the member; null when not known. */
  points: number | null;
  /** The page came back from the back-forward cache: reload what the page does not own (the member). */
  onRestore?: () => void;
  /** The payment steps; the API's by default (fetched with the payment's code), tests give their own. */
  steps?: CheckoutSteps;
}

/**
 * 号码充值 the hall's first tab: the number (the bound one unless edited), a call-credit amount or a flow
 * pack, and payment through the WeChat cashier. The result comes from the order status, never from the
 * cashier alone; one order at a time, whatever the number of taps.
 */
export function RechargePage({ boundPhone, points, onRestore, steps }: RechargePageProps) {
  const [draft, setDraft, clearStoredDraft] = usePersistedState<RechargeDraft>(
    RECHARGE_DRAFT_KEY,
    EMPTY_DRAFT,
  );
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const payment = useRechargePayment(steps, clearStoredDraft);

  const products = useRouteCall(productsQuery, reshapeProducts);
  // The balance is the bound number's; an unbound member has none to show.
  const loadBalance = useRouteLoad(rechargeBalanceQuery);
  const balance = useLoad(
    (signal) =>
      boundPhone === null
        ? Promise.resolve(null)
        : // A malformed amount shows '--' instead of breaking the tab.
          loadBalance(signal).then((data) => readYuan(data.amount)),
    [boundPhone, loadBalance],
  );

  usePageRestore(() => {
    balance.reload();
    onRestore?.();
  });

  const offer = products.data;
  const ownNumber = boundPhone ?? offer?.mobilePhone ?? null;
  const phone = draft.mobilePhone ?? ownNumber ?? '';
  const resolved = offer ? resolveChoice(offer, draft.choice) : null;
  // The status panels come with the payment steps' code, which a payment has fetched before it shows them.
  const { phase, panels } = payment;

  function changePhone(value: string) {
    setPhoneError(null);
    setDraft((current) => ({ ...current, mobilePhone: keepDigits(value, PHONE_MAX_LENGTH) }));
  }

  function choose(choice: RechargeChoice) {
    setDraft((current) => ({ ...current, choice }));
    payment.prepare();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (payment.isRunning()) return;
    // An order of this tab not settled yet is asked about, whatever the form now says: one purchase, one order.
    if (payment.resumeKept()) return;
    if (!offer) return;
    const failure = validate(rechargeRules, { mobilePhone: phone, choice: resolved?.choice ?? null });
    if (failure) {
      if (failure.field === 'mobilePhone') setPhoneError(failure.message);
      else toast(failure.message);
      return;
    }
    if (!resolved) return;
    void payment.pay(phone, resolved, async () =>
      // Topping up a number other than one's own is where a typo costs money: ask once more.
      ownNumber === null || phone === ownNumber
        ? true
        : confirm({
            title: '请核对充值号码',
            message: `${phone} 不是您绑定的号码，确认为该号码充值${resolved.title}吗？`,
          }),
    );
  }

  return (
    <main className="recharge">
      <h1 className="recharge__title">号码充值</h1>
      <CareSwitch />
      <form className="recharge__form" noValidate onSubmit={submit} aria-label="号码充值">
        <NumberCard
          phone={phone}
          error={phoneError}
          isOwn={ownNumber !== null && phone === ownNumber}
          onChange={changePhone}
          account={
            boundPhone === null
              ? null
              : { balance: balance.status === 'success' ? balance.data : null, points }
          }
        />
        <PageStates
          status={products.status}
          data={offer}
          empty={isOfferEmpty}
          emptyText={NO_PRODUCTS}
          onRetry={products.reload}
          errorMessage={products.error ?? undefined}
          rows={4}
        >
          {(loaded) => (
            <>
              <RechargeOptions offer={loaded} selected={draft.choice} onSelect={choose} />
              <div className="recharge-bar">
                <p className="recharge-bar__total">
                  <span className="recharge-bar__label">应付金额</span>
                  <span className="recharge-bar__amount">
                    {resolved ? `¥${formatYuan(resolved.price)}` : '--'}
                  </span>
                </p>
                <button type="submit" className="recharge-button recharge-bar__pay" disabled={payment.busy}>
                  立即充值
                </button>
              </div>
            </>
          )}
        </PageStates>
      </form>
      {panels && phase.kind === 'confirming' && <panels.ConfirmingPanel />}
      {panels && phase.kind === 'undecided' && (
        <panels.UndecidedPanel
          order={phase.order}
          busy={payment.busy}
          onRefresh={() => void payment.refresh()}
          onContinue={phase.order.cashierOk ? undefined : () => void payment.continuePay()}
          onClose={payment.close}
        />
      )}
    </main>
  );
}
