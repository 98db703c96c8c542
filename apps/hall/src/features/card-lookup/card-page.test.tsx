import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CardPage from './card-page.tsx';
import { CARD_LOOKUP_DRAFT } from './lookup.ts';

const overlays = vi.hoisted(() => ({ toast: vi.fn(), confirm: vi.fn(async () => true) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

const lookup = { bizNo: 'FA6', idCardNumber: '15123X', name: '张伟' };

function renderCard(state: unknown = lookup) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>首页</h1> },
      { path: '/queryCard', element: <h1>一证通查</h1> },
      { path: '/card', element: <CardPage /> },
    ],
    { initialEntries: ['/', '/queryCard', { pathname: '/card', state }], initialIndex: 2 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  overlays.toast.mockClear();
  overlays.confirm.mockClear();
  overlays.confirm.mockResolvedValue(true);
});

describe('CardPage', () => {
  it('goes back to the form when opened without a verification', async () => {
    const server = answerWith();
    const router = renderCard(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/queryCard'));
    expect(server.requests).toEqual([]);
  });

  it('lists the cards under the holder with plan, join date, balance and status', async () => {
    writeDraft(CARD_LOOKUP_DRAFT, { idCardNumber: '15123X', name: '张伟' });
    // QUERY_CARD_NUMBER's success example: 张*明 with a number in service and one owing.
    const server = answerWith({ QUERY_CARD_NUMBER: 'success' });
    renderCard();

    expect(await screen.findByRole('heading', { level: 2, name: '张*明' })).toBeInTheDocument();
    expect(screen.getByText('身份证号 360102********1234')).toBeInTheDocument();
    expect(server.bodiesOf(calls.QUERY_CARD_NUMBER)).toEqual([
      { biz_no: 'FA6', idCardNumber: '15123X', name: '张伟' },
    ]);

    const normal = screen.getByRole('article', { name: '17088886666' });
    expect(within(normal).getByText('蓝猫19元畅享套餐')).toBeInTheDocument();
    expect(within(normal).getByText('2021-03-18')).toBeInTheDocument();
    expect(within(normal).getByText('68.50元')).toBeInTheDocument();
    expect(within(normal).getByText('正常服务')).toBeInTheDocument();

    const owing = screen.getByRole('article', { name: '17099990001' });
    expect(within(owing).getByText('-12.30元')).toBeInTheDocument();
    expect(within(owing).getByText('欠费')).toBeInTheDocument();
    expect(within(owing).queryByText('正常服务')).not.toBeInTheDocument();

    // The identity typed on the form is no longer kept once the list is shown (an effect of that render,
    // which a loaded machine may run a moment after the list appears).
    await waitFor(() => expect(readDraft(CARD_LOOKUP_DRAFT)).toBeNull());
  });

  it.each([
    ['-998 未查询到您名下的号码', 'notFound'],
    ['-100 身份核验未通过，请重新核验', 'failed'],
  ])('code %s returns to the form', async (_code, example) => {
    answerWith({ QUERY_CARD_NUMBER: example });
    const router = renderCard();
    await waitFor(() => expect(router.state.location.pathname).toBe('/queryCard'));
  });

  it('a transport error shows the error with 重试, which asks again', async () => {
    const user = userEvent.setup();
    const server = answerWith({ QUERY_CARD_NUMBER: ['code=500', 'success'] });
    renderCard();

    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '张*明' })).toBeInTheDocument();
    expect(server.countOf(calls.QUERY_CARD_NUMBER)).toBe(2);
  });

  it('shows 暂无数据 under the holder when no card is listed', async () => {
    answerWith({ QUERY_CARD_NUMBER: 'noCards' });
    renderCard();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('名下共 0 个号码')).toBeInTheDocument();
  });

  it('back asks first, then goes home', async () => {
    const user = userEvent.setup();
    answerWith({ QUERY_CARD_NUMBER: 'success' });
    const router = renderCard();
    await screen.findByRole('heading', { level: 2, name: '张*明' });

    overlays.confirm.mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(overlays.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: '确定退出号码查询结果吗？' }),
    );
    expect(router.state.location.pathname).toBe('/card');

    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("the browser's back asks the same, then goes home rather than to the form", async () => {
    answerWith({ QUERY_CARD_NUMBER: 'success' });
    const router = renderCard();
    await screen.findByRole('heading', { level: 2, name: '张*明' });

    await router.navigate(-1);
    await waitFor(() => expect(overlays.confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
