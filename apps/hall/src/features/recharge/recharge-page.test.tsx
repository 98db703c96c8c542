import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, type ContractStub } from '@bluecat/api/testing';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import type { CheckoutSteps } from './checkout.ts';
import { type PendingOrder, readPendingOrder, savePendingOrder } from './pending-order.ts';
import type { PollResult } from './poll-order.ts';
import { RECHARGE_DRAFT_KEY } from './recharge-draft.ts';
import { RechargePage, type RechargePageProps } from './recharge-page.tsx';
import { paymentCode } from './use-recharge-payment.ts';
import type { JsapiOutcome, JsapiParams, WeixinBridge } from './wechat-pay.ts';

const params: JsapiParams = {
  appId: 'wx0000000000demo01',
  timeStamp: '1716172215',
  nonceStr: 'n',
  package: 'prepay_id=1',
  signType: 'RSA',
  paySign: 's',
};

const bridge: WeixinBridge = { invoke: vi.fn() };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function fakeSteps(overrides: Partial<CheckoutSteps> = {}) {
  return {
    findBridge: vi.fn(async () => bridge),
    addOrder: vi.fn(async () => 'BC1'),
    preparePayment: vi.fn(async () => params),
    pay: vi.fn(async (): Promise<JsapiOutcome> => 'ok'),
    pollStatus: vi.fn(async (): Promise<PollResult> => 'paid'),
    openFlow: vi.fn(async () => null),
    ...overrides,
  } satisfies CheckoutSteps;
}

/** Where the page navigated, and with what state. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderPage(props: Partial<RechargePageProps> = {}) {
  const steps = props.steps ?? fakeSteps();
  const router = createMemoryRouter(
    [
      {
        path: paths.recharge,
        element: <RechargePage boundPhone="17088886666" points={1260} steps={steps} {...props} />,
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [paths.recharge] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
  return { router, steps, user: userEvent.setup() };
}

const phoneInput = () => screen.getByRole('textbox', { name: '充值号码' });
const payButton = () => screen.findByRole('button', { name: '立即充值' });

async function choose(user: ReturnType<typeof userEvent.setup>, group: string, option: string) {
  const fieldset = await screen.findByRole('group', { name: group });
  await user.click(within(fieldset).getByRole('radio', { name: option }));
}

// RECHARGE_PRODUCT's success example offers 30元, 50元 and 100元 of credit, day packs of 500MB and 1GB
// (DF1G, 2元) and month packs of 3GB (MF3G, 10元) and 10GB for 17088886666; QUERY_BALANCE's leaves 68.50元.
let server: ContractStub;

beforeEach(() => {
  server = answerWith();
});

afterEach(() => {
  act(() => resetOverlays());
  vi.restoreAllMocks();
});

describe('RechargePage', () => {
  it('starts with the bound number, the balance and points, and the reshaped products', async () => {
    renderPage();
    expect(phoneInput()).toHaveValue('17088886666');
    expect(screen.getByText('本人绑定号码')).toBeInTheDocument();
    expect(await screen.findByText('68.50')).toBeInTheDocument();
    expect(screen.getByText('1260')).toBeInTheDocument();

    const call = await screen.findByRole('group', { name: '话费充值' });
    expect(within(call).getAllByRole('radio')).toHaveLength(3);
    expect(within(call).getByRole('radio', { name: '30元' })).toHaveAccessibleDescription('售价30.00元');
    expect(
      within(screen.getByRole('group', { name: '流量日包' })).getByRole('radio', { name: '1GB' }),
    ).toHaveAccessibleDescription('售价2.00元');
    expect(
      within(screen.getByRole('group', { name: '流量月包' })).getByRole('radio', { name: '3GB' }),
    ).toBeInTheDocument();
  });

  it('offers no product whose price is not a price', async () => {
    server.pick({ RECHARGE_PRODUCT: 'pastCeiling' });
    renderPage();
    const call = await screen.findByRole('group', { name: '话费充值' });
    expect(within(call).getAllByRole('radio')).toHaveLength(1);
    expect(within(call).getByRole('radio', { name: '30元' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '流量日包' })).getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: '流量月包' })).not.toBeInTheDocument();
    expect(screen.queryByText('售价2000.00元')).not.toBeInTheDocument();
    expect(screen.queryByText('售价1000.01元')).not.toBeInTheDocument();
  });

  it('says 暂无可充值产品 when no product has a price', async () => {
    server.pick({ RECHARGE_PRODUCT: 'noneOffered' });
    renderPage();
    expect(await screen.findByText('暂无可充值产品')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the products error with a retry', async () => {
    server.pick({ RECHARGE_PRODUCT: ['failed', 'success'] });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('产品加载失败');

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('group', { name: '话费充值' })).toBeInTheDocument();
  });

  it.each([
    ['an empty number', '', '请输入手机号'],
    ['a malformed number', '1238888', '手机号格式错误'],
  ])('stops at %s with %s', async (_case, typed, message) => {
    const { user, steps } = renderPage();
    await choose(user, '话费充值', '30元');
    await user.clear(phoneInput());
    if (typed) await user.type(phoneInput(), typed);
    await user.click(await payButton());

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(steps.findBridge).not.toHaveBeenCalled();

    // Typing again clears the message.
    await user.type(phoneInput(), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps digits only, at most 11', async () => {
    const { user } = renderPage();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '139-1234 56789');
    expect(phoneInput()).toHaveValue('13912345678');
  });

  it('asks for an amount before paying', async () => {
    const { user, steps } = renderPage();
    await user.click(await payButton());
    expect(screen.getByRole('status')).toHaveTextContent('请选择充值金额');
    expect(steps.findBridge).not.toHaveBeenCalled();
  });

  it('shows the amount to pay for the choice', async () => {
    const { user } = renderPage();
    await choose(user, '流量月包', '3GB');
    expect(screen.getByText('¥10.00')).toBeInTheDocument();
  });

  it('places one order however often the button is tapped', async () => {
    const order = deferred<string | null>();
    const steps = fakeSteps({ addOrder: vi.fn(() => order.promise) });
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '50元');
    const button = await payButton();
    await user.click(button);
    await user.click(button);
    await user.dblClick(button);

    await waitFor(() => expect(steps.addOrder).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    await act(async () => order.resolve('BC1'));
    await waitFor(() => expect(screen.getByTestId('landing')).toHaveTextContent('/paySuccess'));
    expect(steps.addOrder).toHaveBeenCalledWith({ mobilePhone: '17088886666', kind: 1, amount: 50 });
  });

  it('ignores a second submit in the same instant', async () => {
    const steps = fakeSteps();
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    const form = screen.getByRole('form', { name: '号码充值' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(screen.getByTestId('landing')).toHaveTextContent('/paySuccess'));
    expect(steps.findBridge).toHaveBeenCalledTimes(1);
    expect(steps.addOrder).toHaveBeenCalledTimes(1);
  });

  it('shows 支付结果查询中 while the order status is asked, then the success page with a receipt', async () => {
    const status = deferred<PollResult>();
    const steps = fakeSteps({ pollStatus: vi.fn(() => status.promise) });
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    await user.click(await payButton());

    expect(await screen.findByRole('dialog', { name: '支付结果查询中' })).toBeInTheDocument();
    expect(steps.pollStatus).toHaveBeenCalledWith('BC1', expect.any(AbortSignal));
    expect(readDraft(RECHARGE_DRAFT_KEY)).not.toBeNull();

    await act(async () => status.resolve('paid'));
    const landing = await screen.findByTestId('landing');
    expect(landing).toHaveTextContent('/paySuccess');
    expect(landing).toHaveTextContent('{"mobilePhone":"17088886666","title":"话费30元","amount":30}');
    // Paid: the draft is gone.
    expect(readDraft(RECHARGE_DRAFT_KEY)).toBeNull();
  });

  it.each<[string, Partial<CheckoutSteps>, string]>([
    [
      'an order status of failed',
      { pollStatus: vi.fn(async (): Promise<PollResult> => 'failed') },
      '/payFail',
    ],
    ['a refusing cashier', { pay: vi.fn(async (): Promise<JsapiOutcome> => 'fail') }, '/payFail'],
    [
      'a pack refused after payment',
      { openFlow: vi.fn(async () => ({ message: '账户余额不足，流量包订购失败，款项将原路退回' })) },
      '/flowPayFali {"reason":"账户余额不足，流量包订购失败，款项将原路退回"}',
    ],
  ])('goes to the failure page on %s', async (_case, overrides, landing) => {
    const { user } = renderPage({ steps: fakeSteps(overrides) });
    await choose(user, '流量日包', '1GB');
    await user.click(await payButton());
    expect(await screen.findByTestId('landing')).toHaveTextContent(landing);
  });

  it('returns to the form with the choice kept when the cashier is closed', async () => {
    const steps = fakeSteps({ pay: vi.fn(async (): Promise<JsapiOutcome> => 'cancel') });
    const { user } = renderPage({ steps });
    await choose(user, '流量日包', '1GB');
    await user.click(await payButton());

    expect(await screen.findByText('已取消支付')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '流量日包' })).getByRole('radio', { name: '1GB' }),
    ).toBeChecked();
    expect(readDraft(RECHARGE_DRAFT_KEY)).toEqual({
      mobilePhone: null,
      choice: { kind: 2, productId: 'DF1G' },
    });
    expect(screen.getByRole('button', { name: '立即充值' })).toBeEnabled();
    expect(steps.pollStatus).not.toHaveBeenCalled();
  });

  it('says so outside WeChat, without ordering', async () => {
    const steps = fakeSteps({ findBridge: vi.fn(async () => null) });
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    await user.click(await payButton());

    // The overlay's dialog module loads on first use; on a busy machine that first load has taken over 5 s.
    const dialog = await screen.findByRole('alertdialog', { name: '提示' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('请在微信客户端中打开本页面完成支付');
    expect(steps.addOrder).not.toHaveBeenCalled();
  });

  it('says 支付异常 and reports the file when the payment code does not arrive, ordering nothing', async () => {
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    vi.spyOn(paymentCode, 'load').mockRejectedValue(
      Object.assign(new Error('Loading chunk payment failed.'), { name: 'ChunkLoadError' }),
    );
    const steps = fakeSteps();
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    await user.click(await payButton());

    expect(await screen.findByText('支付异常，请稍后重试')).toBeInTheDocument();
    expect(sent).toEqual([['chunk', { message: 'Loading chunk payment failed.', outcome: 'failed' }]]);
    expect(steps.addOrder).not.toHaveBeenCalled();
    expect(await payButton()).toBeEnabled();
  });

  it('offers to ask again when the result stays unknown', async () => {
    const pollStatus = vi
      .fn<CheckoutSteps['pollStatus']>()
      .mockResolvedValueOnce('timeout')
      .mockResolvedValueOnce('paid');
    const steps = fakeSteps({ pollStatus });
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    await user.click(await payButton());

    const panel = await screen.findByRole('dialog', { name: '暂未查询到支付结果' });
    expect(within(panel).getByRole('link', { name: '查看充值记录' })).toHaveAttribute('href', '/record');
    await user.click(within(panel).getByRole('button', { name: '刷新支付结果' }));

    expect(await screen.findByTestId('landing')).toHaveTextContent('/paySuccess');
    expect(pollStatus).toHaveBeenCalledTimes(2);
    expect(steps.addOrder).toHaveBeenCalledTimes(1);
  });

  it('asks before topping up a number other than the bound one', async () => {
    const steps = fakeSteps();
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    await user.click(screen.getByRole('button', { name: '清空号码' }));
    await user.type(phoneInput(), '13912345678');
    expect(screen.getByText('为其他号码充值，请仔细核对')).toBeInTheDocument();
    await user.click(await payButton());

    const dialog = await screen.findByRole('dialog', { name: '请核对充值号码' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('13912345678 不是您绑定的号码，确认为该号码充值话费30元吗？');
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    expect(steps.findBridge).not.toHaveBeenCalled();

    await user.click(await payButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: '请核对充值号码' }, { timeout: 5000 })).getByRole(
        'button',
        { name: '继续支付' },
      ),
    );
    await waitFor(() =>
      expect(steps.addOrder).toHaveBeenCalledWith({ mobilePhone: '13912345678', kind: 1, amount: 30 }),
    );
  }, 15_000);

  it('brings back the draft after a reload', async () => {
    writeDraft(RECHARGE_DRAFT_KEY, { mobilePhone: '13912345678', choice: { kind: 3, productId: 'MF3G' } });
    renderPage();
    expect(phoneInput()).toHaveValue('13912345678');
    expect(
      within(await screen.findByRole('group', { name: '流量月包' })).getByRole('radio', { name: '3GB' }),
    ).toBeChecked();
  });

  it('does not pay for a drafted product that is no longer offered', async () => {
    writeDraft(RECHARGE_DRAFT_KEY, { mobilePhone: null, choice: { kind: 2, productId: 'GONE' } });
    const { user, steps } = renderPage();
    await user.click(await payButton());
    expect(screen.getByRole('status')).toHaveTextContent('请选择充值金额');
    expect(steps.findBridge).not.toHaveBeenCalled();
  });

  it('asks for balance and member again when restored from the back-forward cache', async () => {
    const onRestore = vi.fn();
    renderPage({ onRestore });
    await screen.findByText('68.50');
    const balanceCalls = () => server.countOf(calls.QUERY_BALANCE);
    expect(balanceCalls()).toBe(1);

    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await waitFor(() => expect(balanceCalls()).toBe(2));
    expect(onRestore).toHaveBeenCalledTimes(1);
  });

  it('falls back to the products number and shows no balance while the member is unknown', async () => {
    renderPage({ boundPhone: null, points: null });
    expect(await screen.findByRole('group', { name: '话费充值' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('17088886666');
    expect(screen.queryByText('账户余额(元)')).not.toBeInTheDocument();
    expect(server.countOf(calls.QUERY_BALANCE)).toBe(0);
  });
});

describe('an order kept for the session', () => {
  const kept: PendingOrder = {
    outTradeNo: 'BC7',
    mobilePhone: '17088886666',
    choice: { kind: 2, productId: 'DF1G' },
    title: '流量日包1GB',
    price: 2,
    cashierOk: true,
  };

  it('is kept from the moment it exists, and forgotten once paid', async () => {
    const status = deferred<PollResult>();
    const steps = fakeSteps({ pollStatus: vi.fn(() => status.promise) });
    const { user } = renderPage({ steps });
    await choose(user, '流量日包', '1GB');
    await user.click(await payButton());

    await screen.findByRole('dialog', { name: '支付结果查询中' });
    expect(readPendingOrder()).toEqual({
      outTradeNo: 'BC1',
      mobilePhone: '17088886666',
      choice: { kind: 2, productId: 'DF1G' },
      title: '流量日包1GB',
      price: 2,
      cashierOk: true,
    });
    await act(async () => status.resolve('paid'));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/paySuccess');
    expect(readPendingOrder()).toBeNull();
  });

  it.each<[string, Partial<CheckoutSteps>, () => Promise<HTMLElement>]>([
    [
      'the cashier is closed',
      { pay: vi.fn(async (): Promise<JsapiOutcome> => 'cancel') },
      () => screen.findByText('已取消支付'),
    ],
    [
      'the status says failed',
      { pollStatus: vi.fn(async (): Promise<PollResult> => 'failed') },
      () => screen.findByTestId('landing'),
    ],
    [
      'the pack is refused',
      { openFlow: vi.fn(async () => ({ message: '账户余额不足' })) },
      () => screen.findByTestId('landing'),
    ],
  ])('is forgotten when %s', async (_case, overrides, settled) => {
    const steps = fakeSteps(overrides);
    const { user } = renderPage({ steps });
    await choose(user, '流量日包', '1GB');
    await user.click(await payButton());
    await settled();
    expect(steps.addOrder).toHaveBeenCalledTimes(1);
    expect(readPendingOrder()).toBeNull();
  });

  it('resumes its status check on arrival (a reload), opens the pack once paid, and orders nothing', async () => {
    savePendingOrder(kept);
    const steps = fakeSteps();
    renderPage({ steps });

    const landing = await screen.findByTestId('landing');
    expect(landing).toHaveTextContent('/paySuccess');
    expect(landing).toHaveTextContent('{"mobilePhone":"17088886666","title":"流量日包1GB","amount":2}');
    expect(steps.pollStatus).toHaveBeenCalledWith('BC7', expect.any(AbortSignal));
    expect(steps.openFlow).toHaveBeenCalledTimes(1);
    expect(steps.openFlow).toHaveBeenCalledWith({
      outTradeNo: 'BC7',
      mobilePhone: '17088886666',
      productId: 'DF1G',
    });
    expect(steps.addOrder).not.toHaveBeenCalled();
    expect(readPendingOrder()).toBeNull();
  });

  it('forgets a kept value it cannot read, and the pay button then orders once', async () => {
    writeStored('rechargeOrder', '{"outTradeNo":"","price":"2"}');
    const steps = fakeSteps();
    const { user } = renderPage({ steps });
    await waitFor(() => expect(readStored('rechargeOrder')).toBeNull());
    expect(steps.pollStatus).not.toHaveBeenCalled();

    await choose(user, '话费充值', '30元');
    await user.click(await payButton());
    expect(await screen.findByTestId('landing')).toHaveTextContent('/paySuccess');
    expect(steps.addOrder).toHaveBeenCalledTimes(1);
  });

  it('survives closing the undecided panel: the pay button asks about it instead of ordering again', async () => {
    const pollStatus = vi
      .fn<CheckoutSteps['pollStatus']>()
      .mockResolvedValueOnce('timeout')
      .mockResolvedValueOnce('timeout')
      .mockResolvedValueOnce('paid');
    const steps = fakeSteps({ pollStatus });
    const { user } = renderPage({ steps });
    await choose(user, '话费充值', '30元');
    await user.click(await payButton());

    let panel = await screen.findByRole('dialog', { name: '暂未查询到支付结果' });
    expect(panel).toHaveTextContent('17088886666 话费30元 ¥30.00');
    // The cashier said ok: only the status can tell, so no 继续支付.
    expect(within(panel).queryByRole('button', { name: '继续支付' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: '返回充值' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPendingOrder()).toMatchObject({ outTradeNo: 'BC1' });

    // Another choice and another tap: still the same order.
    await choose(user, '话费充值', '50元');
    await user.click(await payButton());
    panel = await screen.findByRole('dialog', { name: '暂未查询到支付结果' });
    await user.click(within(panel).getByRole('button', { name: '刷新支付结果' }));

    const landing = await screen.findByTestId('landing');
    expect(landing).toHaveTextContent('{"mobilePhone":"17088886666","title":"话费30元","amount":30}');
    expect(steps.addOrder).toHaveBeenCalledTimes(1);
    expect(pollStatus).toHaveBeenCalledTimes(3);
    expect(pollStatus.mock.calls.map(([outTradeNo]) => outTradeNo)).toEqual(['BC1', 'BC1', 'BC1']);
  });

  it('offers 继续支付 when the cashier never said ok, and pays that same order', async () => {
    savePendingOrder({ ...kept, cashierOk: false });
    const pollStatus = vi
      .fn<CheckoutSteps['pollStatus']>()
      .mockResolvedValueOnce('timeout')
      .mockResolvedValueOnce('paid');
    const steps = fakeSteps({ pollStatus });
    const { user } = renderPage({ steps });

    const panel = await screen.findByRole('dialog', { name: '暂未查询到支付结果' });
    await user.click(within(panel).getByRole('button', { name: '继续支付' }));

    expect(await screen.findByTestId('landing')).toHaveTextContent('/paySuccess');
    expect(steps.preparePayment).toHaveBeenCalledWith('BC7');
    expect(steps.pay).toHaveBeenCalledTimes(1);
    expect(steps.openFlow).toHaveBeenCalledTimes(1);
    expect(steps.addOrder).not.toHaveBeenCalled();
  });

  it('is kept when 继续支付 finds no cashier', async () => {
    savePendingOrder({ ...kept, cashierOk: false });
    const steps = fakeSteps({
      pollStatus: vi.fn(async (): Promise<PollResult> => 'timeout'),
      findBridge: vi.fn(async () => null),
    });
    const { user } = renderPage({ steps });

    const panel = await screen.findByRole('dialog', { name: '暂未查询到支付结果' });
    await user.click(within(panel).getByRole('button', { name: '继续支付' }));

    const dialog = await screen.findByRole('alertdialog', { name: '提示' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('请在微信客户端中打开本页面完成支付');
    expect(readPendingOrder()).toEqual({ ...kept, cashierOk: false });
  });
});
