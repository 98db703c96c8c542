import { readStored, SESSION_KEYS, STORAGE_KEYS, writeStored } from '@bluecat/api/storage';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import HomePage from './home-page.tsx';

beforeEach(storeAgentSession);

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/OpenCardMessage', element: <HomePage /> },
      { path: '/OpenCard', element: <p>wizard</p> },
      { path: '/login', element: <p>login form</p> },
    ],
    { initialEntries: ['/OpenCardMessage'] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, user: userEvent.setup() };
}

describe('HomePage', () => {
  it("shows the agent's name and work number", () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '李明' })).toBeInTheDocument();
    expect(screen.getByText('工号：LM360021')).toBeInTheDocument();
  });

  it('opens the wizard from the 开卡 tile', async () => {
    const { router, user } = renderHome();
    await user.click(screen.getByRole('link', { name: '开卡' }));
    expect(await screen.findByText('wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCard');
  });

  it('shows login name, work number, login phone and channel in 个人信息', async () => {
    const { user } = renderHome();
    expect(screen.queryByRole('dialog', { name: '个人信息' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '个人信息' }));

    const dialog = await screen.findByRole('dialog', { name: '个人信息' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['登录名', '李明'],
      ['工号', 'LM360021'],
      ['登录手机', '13912345678'],
      ['渠道信息', '南昌红谷滩蓝猫营业厅'],
    ]);
  });

  it('closes 个人信息 with 关闭, Escape or a tap beside the sheet, focus back on the tile', async () => {
    const { user } = renderHome();
    const tile = screen.getByRole('button', { name: '个人信息' });

    await user.click(tile);
    expect(screen.getByRole('dialog', { name: '个人信息' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '个人信息' })).not.toBeInTheDocument();
    expect(tile).toHaveFocus();

    await user.click(tile);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '个人信息' })).not.toBeInTheDocument();

    await user.click(tile);
    const dialog = screen.getByRole('dialog', { name: '个人信息' });
    await user.click(within(dialog).getByText('工号'));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog', { name: '个人信息' })).not.toBeInTheDocument();
  });

  it('logs out: every stored key is cleared and the login page opens', async () => {
    writeStored('uimId', '8986001');
    writeStored('Judge', 'RealNameStart');
    writeStored('recordNumber', 'R20240601');
    const { router, user } = renderHome();

    await user.click(screen.getByRole('button', { name: '退出登录' }));

    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
    expect(readStored('Userdata')).toBeNull();
  });

  it('goes to /login when no session is stored', async () => {
    localStorage.clear();
    const { router } = renderHome();
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
