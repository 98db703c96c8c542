import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { signedInAgent, storeAgentSession } from '../../testing/signed-in-agent.ts';
import { answerFrom, coded, ok } from '../../testing/call-fixture.ts';
import { type Answers, newCardAnswers } from '../../testing/open-card-fixture.ts';
import VnoOpenCardPage from './vno-open-card-page.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>) => Promise<unknown>
>;
const linkOrder = { serviceId: '17012345678', cardNo: '89860321245501234567', loginName: 'GZ0791001' };

let answers: Answers;

beforeEach(() => {
  answers = {
    ...newCardAnswers(),
    getPhoneById: () => ok(linkOrder),
    checkworknoinfo: () => ok({ ...signedInAgent, workNo: 'GZ0791001' }),
  };
  call.mockReset().mockImplementation(answerFrom(answers));
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/VnoOpenCard', element: <VnoOpenCardPage /> },
      { path: '/login', element: <p>登录页</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
      <OverlayHost />
    </Provider>,
  );
  return { router, view, user: userEvent.setup() };
}

describe('VnoOpenCardPage', () => {
  it.each([
    ['/VnoOpenCard?pone=', '数据缺失,请重新扫码！'],
    ['/VnoOpenCard?title=', '数据缺失,请重新打开链接！'],
    ['/VnoOpenCard', '数据缺失,请重新扫码！'],
  ])('%s says %s', async (url, message) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("opens a scanned order's card for the order's agent, without a login", async () => {
    renderAt('/VnoOpenCard?pone=A1');
    expect(await screen.findByLabelText('手机号')).toHaveValue('17012345678');
    expect(screen.getByLabelText('卡号')).toHaveValue('1234567');
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(call.mock.calls.slice(0, 2).map(([{ name }, body]) => [name, body])).toEqual([
      ['getPhoneById', { id: 'A1' }],
      ['checkworknoinfo', { workNo: 'GZ0791001', type: 1 }],
    ]);
  });

  it('shows 获取数据失败 with 重试 when the order cannot be read', async () => {
    let attempts = 0;
    answers.getPhoneById = () => (++attempts === 1 ? coded(-100, '订单不存在或已失效') : ok(linkOrder));
    const { user } = renderAt('/VnoOpenCard?pone=A1');
    expect(await screen.findByText('获取数据失败，请稍后重试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('手机号')).toHaveValue('17012345678');
  });

  it('a channel entry needs the channel account signed in', async () => {
    const { router } = renderAt('/VnoOpenCard?title=pcssh');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a channel entry lets the signed-in account type the card, and is remembered for the way back', async () => {
    storeAgentSession();
    renderAt('/VnoOpenCard?title=pcssh');
    expect(await screen.findByLabelText('手机号')).toHaveValue('');
    expect(screen.getByLabelText('手机号')).not.toHaveAttribute('readonly');
  });

  it('the bare address after a payment continues the remembered entry', async () => {
    storeAgentSession();
    const first = renderAt('/VnoOpenCard?title=pcssh');
    await screen.findByLabelText('手机号');
    first.view.unmount();
    renderAt('/VnoOpenCard');
    expect(await screen.findByLabelText('手机号')).not.toHaveAttribute('readonly');
    expect(screen.queryByText('数据缺失,请重新扫码！')).not.toBeInTheDocument();
  });
});
