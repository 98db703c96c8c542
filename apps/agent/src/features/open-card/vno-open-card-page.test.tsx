import { answerWith, type Choices, type ContractStub } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { forgetVisitorCity } from '@bluecat/visitor-city';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import VnoOpenCardPage from './vno-open-card-page.tsx';

let server: ContractStub;

/**
 * The contract stub: getPhoneById's order (17012345678, card …1234567, agent GZ0791001) and a new card
 * with no stored record, unless `choices` say otherwise.
 */
function answer(choices: Choices = {}) {
  server = answerWith({ getPhoneById: 'success', queryOpenCardLocation: 'none', ...choices });
}

beforeEach(() => {
  forgetVisitorCity();
  answer();
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
    expect(server.requests).toEqual([]);
  });

  it("opens a scanned order's card for the order's agent, without a login", async () => {
    renderAt('/VnoOpenCard?pone=A1');
    expect(await screen.findByLabelText('手机号')).toHaveValue('17012345678');
    expect(screen.getByLabelText('卡号')).toHaveValue('1234567');
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(server.requests.slice(0, 2).map(({ call, body }) => [call, body])).toEqual([
      ['getPhoneById', { id: 'A1' }],
      ['checkworknoinfo', { workNo: 'GZ0791001', type: 1 }],
    ]);
  });

  it('shows 获取数据失败 with 重试 when the order cannot be read', async () => {
    answer({ getPhoneById: ['failed', 'success'] });
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
