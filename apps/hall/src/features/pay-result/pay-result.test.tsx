import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import FlowPayFail from './flow-pay-fail.tsx';
import PayFail from './pay-fail.tsx';
import PaySuccess from './pay-success.tsx';

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: paths.paySuccess, element: <PaySuccess /> },
      { path: paths.payFail, element: <PayFail /> },
      { path: paths.flowPayFali, element: <FlowPayFail /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(<RouterProvider router={router} />);
}

const links = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')] as const);

describe('payment result pages', () => {
  it('/paySuccess says 支付成功！ with what was paid, and leads home or to the records', () => {
    renderAt(paths.paySuccess, { mobilePhone: '17088886666', title: '话费30元', amount: 30 });
    expect(screen.getByRole('heading', { level: 1, name: '支付成功！' })).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: '支付详情' }));
    expect(list.getByText('17088886666')).toBeInTheDocument();
    expect(list.getByText('话费30元')).toBeInTheDocument();
    expect(list.getByText('¥30.00')).toBeInTheDocument();
    expect(links()).toEqual([
      ['返回首页', '/'],
      ['查看充值记录', '/record'],
    ]);
  });

  it('/paySuccess opened without a receipt shows no details', () => {
    renderAt(paths.paySuccess);
    expect(screen.getByRole('heading', { level: 1, name: '支付成功！' })).toBeInTheDocument();
    expect(screen.queryByText('支付金额')).not.toBeInTheDocument();
  });

  it('/payFail offers to top up again', () => {
    renderAt(paths.payFail);
    expect(screen.getByRole('heading', { level: 1, name: '支付失败' })).toBeInTheDocument();
    expect(links()).toEqual([
      ['重新充值', '/Recharge'],
      ['返回首页', '/'],
    ]);
  });

  it.each([
    [
      'the reason openFlow gave',
      { reason: '账户余额不足，流量包订购失败，款项将原路退回' },
      '账户余额不足，流量包订购失败，款项将原路退回',
    ],
    ['the insufficient-balance text without one', undefined, '账户余额不足，流量包订购失败'],
  ])('/flowPayFali shows %s', (_case, state, text) => {
    renderAt(paths.flowPayFali, state);
    expect(screen.getByRole('heading', { level: 1, name: '充值失败' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('已支付的款项将原路退回，请留意微信支付通知。')).toBeInTheDocument();
    expect(links()).toEqual([
      ['查看充值记录', '/record'],
      ['返回首页', '/'],
    ]);
  });
});
