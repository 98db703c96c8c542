import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, OFFLINE } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { submitCashierForm } from '../../lib/cashier-form.ts';
import { bendAnswer } from '../../testing/bend-answer.ts';
import UniversalPayPage from './universal-pay-page.tsx';

vi.mock('../../lib/cashier-form.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/cashier-form.ts')>()),
  submitCashierForm: vi.fn(),
}));

const submitted = submitCashierForm as unknown as Mock;

const LINK = '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50';
/** The order of bossWxPay's success example, which bossQueryOrderByOutTradeNo's examples answer about. */
const ORDER = 'BOSS202405201030150009';

/** The top-up LINK describes, as the page keeps it with its order. */
const KEPT = { recordNumber: 'R20240520', serviceid: '17088886666', amount: 50 };

function keepOrder(topUp = KEPT, order = ORDER) {
  writeStored('BOSStopUp', topUp);
  writeStored('BOSSouttradeno', order);
}

beforeEach(() => {
  submitted.mockReset();
});

afterEach(() => {
  act(() => resetOverlays());
});

function open(address = LINK) {
  const router = createMemoryRouter([{ path: '/UniversalPay', element: <UniversalPayPage /> }], {
    initialEntries: [address],
  });
  render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
  return { router, user: userEvent.setup() };
}

const payButton = () => screen.findByRole('button', { name: '立即支付' });

describe('UniversalPayPage', () => {
  it('shows the number and the amount, makes one order and leaves for the cashier', async () => {
    const server = answerWith();
    const { user } = open();
    const button = await payButton();
    expect(screen.getByRole('region', { name: '充值信息' })).toHaveTextContent('¥50.00');
    expect(screen.getByText('17088886666')).toBeInTheDocument();
    expect(server.countOf(calls.bossQueryOrderByOutTradeNo)).toBe(0);

    await user.click(button);
    await user.click(button);

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(server.bodiesOf(calls.bossWxPay)).toEqual([
      { phone: '17088886666', amount: 50, recordNumber: 'R20240520' },
    ]);
    expect(readStored('BOSSouttradeno')).toBe(ORDER);
    expect(readStored('BOSStopUp')).toEqual(KEPT);
    expect(submitted.mock.calls[0]?.[0].fields).toContainEqual(['return_url', window.location.href]);
  });

  it('stays when the order is refused', async () => {
    answerWith({ bossWxPay: 'failed' });
    const { user } = open();
    const button = await payButton();
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(submitted).not.toHaveBeenCalled();
    expect(readStored('BOSSouttradeno')).toBeNull();
  });

  it("shows the top-up as paid when this link's order is paid", async () => {
    const server = answerWith({ bossQueryOrderByOutTradeNo: 'success' });
    keepOrder();
    open();
    expect(await screen.findByRole('heading', { name: '充值成功' })).toBeInTheDocument();
    expect(screen.getByText(ORDER)).toBeInTheDocument();
    expect(server.bodiesOf(calls.bossQueryOrderByOutTradeNo)).toEqual([{ outTradeNo: ORDER }]);
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  });

  it('says an order is unpaid and only asks again: no second order for the top-up', async () => {
    answerWith({ bossQueryOrderByOutTradeNo: ['unpaid', 'success'] });
    keepOrder();
    const { user } = open();

    expect(await screen.findByRole('alert')).toHaveTextContent('订单尚未支付，请完成支付');
    // Polled without a toast: the page says it, not the server's 订单未支付.
    expect(screen.getByRole('status')).not.toHaveTextContent('订单未支付');
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    expect(screen.getByText(ORDER)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '已完成支付？刷新结果' }));
    expect(await screen.findByRole('heading', { name: '充值成功' })).toBeInTheDocument();
  });

  it('continues the same order at the cashier when the payer comes back without paying', async () => {
    const server = answerWith({ bossQueryOrderByOutTradeNo: 'unpaid' });
    const first = open();
    await first.user.click(await payButton());
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const cashier = submitted.mock.calls[0]?.[0];
    first.router.dispose();
    cleanup();

    // Back from the cashier, unpaid: the page of the same link opens again.
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('订单尚未支付，请完成支付');
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续支付' }));

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    expect(submitted.mock.calls[1]?.[0]).toEqual(cashier);
    expect(server.countOf(calls.bossWxPay)).toBe(1);
  });

  it('asks again, and makes no order, when the status query gets no answer', async () => {
    answerWith({ bossQueryOrderByOutTradeNo: OFFLINE });
    keepOrder();
    open();
    expect(await screen.findByText('支付结果查询失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  });

  it("keeps its order apart from the wizard's session recordNumber", async () => {
    answerWith();
    // An opening in progress in this tab holds the wizard's record number.
    writeStored('recordNumber', 'KK202406130001');
    const { user } = open();
    await user.click(await payButton());
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(readStored('recordNumber')).toBe('KK202406130001');
    expect(readStored('BOSStopUp')).toEqual(KEPT);
  });

  it("does not take the wizard's recordNumber for the top-up an order was made for", async () => {
    writeStored('recordNumber', 'R20240520');
    writeStored('BOSSouttradeno', 'BOSS-OF-ANOTHER-TOP-UP');
    const server = answerWith();
    open();
    await payButton();
    expect(server.countOf(calls.bossQueryOrderByOutTradeNo)).toBe(0);
  });

  it("shows a failed payment's reason and offers a new order", async () => {
    answerWith({ bossQueryOrderByOutTradeNo: 'failed' });
    keepOrder();
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('支付失败');
    expect(await payButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: '已完成支付？刷新结果' })).not.toBeInTheDocument();
  });

  it("does not ask about another link's order", async () => {
    const server = answerWith();
    keepOrder({ ...KEPT, recordNumber: 'R-OTHER' }, 'BOSS-OTHER');
    open();
    await payButton();
    expect(server.countOf(calls.bossQueryOrderByOutTradeNo)).toBe(0);
  });

  it.each([
    ['another amount', '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=100'],
    ['a hand-edited amount', '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50.01'],
    ['another number', '/UniversalPay?recordNumber=R20240520&serviceid=17088887777&amount=50'],
  ])(
    "does not take the paid order of the record's other top-up for a link with %s",
    async (_case, address) => {
      // Link A is paid on this phone: its order is kept.
      const server = answerWith();
      const first = open();
      await first.user.click(await payButton());
      await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
      first.router.dispose();
      cleanup();

      open(address);
      expect(await payButton()).toBeEnabled();
      expect(screen.queryByRole('heading', { name: '充值成功' })).not.toBeInTheDocument();
      expect(server.countOf(calls.bossQueryOrderByOutTradeNo)).toBe(0);
    },
  );

  it('shows the paid number and amount as the status answer gives them', async () => {
    answerWith({ bossQueryOrderByOutTradeNo: 'smallAmount' });
    keepOrder({ ...KEPT, amount: 19.9 }, ORDER);
    open('/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=19.9');
    const done = await screen.findByRole('region', { name: '充值成功' });
    expect(done).toHaveTextContent('17088886666');
    expect(done).toHaveTextContent('¥19.90');
    expect(done).toHaveTextContent(ORDER);
  });

  it.each([
    ['another amount', 'otherAmount', '¥100.00', '17088886666'],
    ['another number', 'otherPhone', '¥50.00', '17088887777'],
    ['no number or amount', 'bare', '未返回', '未返回'],
    ['an unreadable amount', 'unreadableAmount', '未返回', '17088886666'],
    ['another order', 'otherOrder', '¥50.00', 'BOSS202405201030159999'],
  ])(
    'says a paid answer with %s is not this top-up, and offers nothing to pay',
    async (_case, example, amountShown, otherShown) => {
      // Asked again, an answer that agrees settles it.
      const unreadable = example === 'unreadableAmount';
      const server = answerWith({
        bossQueryOrderByOutTradeNo: [unreadable ? 'success' : example, 'success'],
      });
      if (unreadable) {
        // The first answer's amount as text with its unit, which the contract does not allow.
        bendAnswer(calls.bossQueryOrderByOutTradeNo, ({ data, ...envelope }) =>
          server.countOf(calls.bossQueryOrderByOutTradeNo) === 1
            ? { ...envelope, data: { ...(data as object), amount: '50元' } }
            : { ...envelope, data },
        );
      }
      keepOrder();
      const { user } = open();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '该订单的充值号码或金额与本链接不一致，无法确认本次充值。请勿重复支付，请联系客服核实。',
      );
      expect(screen.queryByRole('heading', { name: '充值成功' })).not.toBeInTheDocument();
      const order = screen.getByRole('region', { name: '订单信息' });
      expect(order).toHaveTextContent(amountShown);
      expect(order).toHaveTextContent(otherShown);
      expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '继续支付' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '重新查询订单' }));
      expect(await screen.findByRole('heading', { name: '充值成功' })).toBeInTheDocument();
      expect(server.countOf(calls.bossWxPay)).toBe(0);
    },
  );

  it.each([
    ['no amount', '/UniversalPay?recordNumber=R1&serviceid=17088886666'],
    ['a short number', '/UniversalPay?recordNumber=R1&serviceid=170888&amount=50'],
  ])('refuses a link with %s', async (_case, address) => {
    const server = answerWith();
    open(address);
    expect(await screen.findByRole('heading', { name: '充值链接无效' })).toBeInTheDocument();
    expect(screen.getByText('数据缺失,请重新打开链接！')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
