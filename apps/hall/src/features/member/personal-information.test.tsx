import * as calls from '@bluecat/api/calls';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { externalPage } from '../../lib/customer-service.ts';
import { boundMember, unboundMember } from '../../lib/member-fixture.ts';
import PersonalInformation from './personal-information.tsx';
import { memberQuery } from './route-calls.ts';
import { type MemberState, memberAtom } from './state.ts';

vi.mock('../../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config/env.ts')>();
  return { ...actual, env: { ...actual.env, serviceChatUrl: 'https://kefu.example.com/chat' } };
});

function renderPage(state: MemberState) {
  const store = createStore();
  store.set(memberAtom, state);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <PersonalInformation />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('PersonalInformation', () => {
  it('shows a skeleton while the member loads', () => {
    renderPage({ member: null, loading: true, error: null });
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('shows the member, number, star level and points', () => {
    renderPage({ member: boundMember, loading: false, error: null });
    const card = screen.getByRole('region', { name: '会员信息' });
    expect(within(card).getByText('张小猫')).toBeInTheDocument();
    expect(within(card).getByText('17088886666 · 3星用户')).toBeInTheDocument();
    expect(within(card).getByText('1260')).toBeInTheDocument();
    expect(within(card).getByText('3580')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '绑定手机号' })).not.toBeInTheDocument();
  });

  it('asks an unbound member to bind a phone number', () => {
    renderPage({
      member: unboundMember,
      loading: false,
      error: null,
    });
    expect(screen.getByText('您还未绑定手机号，绑定后即可查询和办理业务')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '绑定手机号' })).toHaveAttribute('href', '/AccountBind');
  });

  it('shows a failed load with a retry that loads again', async () => {
    const user = userEvent.setup();
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ ok: true, code: 1, msg: '成功', data: boundMember });
    renderPage({ member: null, loading: false, error: '服务器内部错误 (500)，请稍后重试...' });

    expect(screen.getByRole('alert')).toHaveTextContent('服务器内部错误 (500)，请稍后重试...');
    await user.click(screen.getByRole('button', { name: '重试' }));

    expect(call).toHaveBeenCalledWith(calls.PERSONAL_DATA, undefined, { toast: false, route: memberQuery });
    expect(await screen.findByText('17088886666 · 3星用户')).toBeInTheDocument();
  });

  it('links the member services', () => {
    renderPage({ member: boundMember, loading: false, error: null });
    const links = within(screen.getByRole('navigation', { name: '会员服务' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/personal',
      '/integral',
      '/integralDetails',
      '/myOrder',
      '/setPassword',
      '/orderQuery',
      '/activity',
      '/proposal',
      '/other',
    ]);
  });

  it('opens 在线客服 with the nick of wx_url', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'call').mockResolvedValue({
      ok: true,
      code: 1,
      msg: '成功',
      data: { list: [{ nickName: '张小猫', nickType: 'wx', nickId: '1001' }] },
    });
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    renderPage({ member: boundMember, loading: false, error: null });

    await user.click(screen.getByRole('button', { name: '在线客服' }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://kefu.example.com/chat?nickName=%E5%BC%A0%E5%B0%8F%E7%8C%AB&nickType=wx&nickId=1001',
      ),
    );
  });
});
