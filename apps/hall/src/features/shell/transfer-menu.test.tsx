import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, held } from '@bluecat/api/testing';
import { OverlayHost } from '@bluecat/ui/overlays';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.ts';
import { CHAT_UNAVAILABLE, externalPage } from '../../lib/customer-service.ts';
import { expectNothingHeld, fillHallDrafts } from '../../testing/hall-drafts-test-kit.ts';
import TransferMenu, { TOKEN_CLEARED } from './transfer-menu.tsx';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  toast: toastMock,
}));

vi.mock('../../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config/env.ts')>();
  return { ...actual, env: { ...actual.env } };
});

function renderMenu() {
  render(
    <MemoryRouter>
      <TransferMenu />
    </MemoryRouter>,
  );
}

function linksOf(section: string) {
  return within(screen.getByRole('region', { name: section }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

beforeEach(() => {
  toastMock.mockClear();
  env.serviceChatUrl = 'https://kefu.example.com/chat';
});

describe('TransferMenu', () => {
  it('offers the hall, the activity mall and the member center', () => {
    renderMenu();
    expect(linksOf('营业厅')).toEqual([
      ['号码充值', '/Recharge'],
      ['业务查询', '/BusinessQuery'],
      ['业务办理', '/BusinessHandle'],
      ['号码绑定', '/AccountBind'],
    ]);
    expect(linksOf('活动商城')).toEqual([['特惠活动', '/activity']]);
    expect(linksOf('会员中心')).toEqual([
      ['个人信息', '/personal'],
      ['积分中心', '/integral'],
      ['其他服务', '/other'],
    ]);
  });

  it('opens the customer-service chat with the nick parameters of wx_url', async () => {
    const user = userEvent.setup();
    // wx_url's success example: the nick of 17088886666.
    const answer = held();
    const server = answerWith({ wx_url: answer });
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    render(<OverlayHost />);
    renderMenu();

    await user.click(screen.getByRole('button', { name: '在线客服' }));

    // The loading overlay covers the wait for the nick.
    expect(await screen.findByRole('progressbar', { name: '加载中...' })).toBeInTheDocument();
    expect(server.bodiesOf(calls.wx_url)).toEqual([{}]);
    answer.release('success');
    // The address is built by code fetched on the tap.
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://kefu.example.com/chat?nickName=170****6666&nickType=mobile&nickId=17088886666',
      ),
    );
  });

  it('says so when the answer carries no nick', async () => {
    const user = userEvent.setup();
    answerWith({ wx_url: 'noNick' });
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    renderMenu();

    await user.click(screen.getByRole('button', { name: '在线客服' }));

    await vi.waitFor(() => expect(toastMock).toHaveBeenCalledWith(CHAT_UNAVAILABLE));
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves a refused or failed wx_url to the gateway and opens nothing', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    answerWith({ wx_url: ['notBound', 'code=500'] });
    renderMenu();

    await user.click(screen.getByRole('button', { name: '在线客服' }));
    await user.click(screen.getByRole('button', { name: '在线客服' }));

    expect(open).not.toHaveBeenCalled();
    // Only the gateway's own messages: the menu adds nothing of its own.
    expect(toastMock.mock.calls).toEqual([['请先绑定手机号'], ['服务器内部错误 (500)，请稍后重试...']]);
    expect(screen.getByRole('button', { name: '在线客服' })).toBeEnabled();
  });

  it('says the chat cannot be reached when the code that builds its address does not arrive', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    answerWith({ wx_url: 'success' });
    vi.doMock('../../lib/chat-address.ts', () => {
      throw new Error('Loading chunk 9x failed.');
    });
    try {
      renderMenu();
      await user.click(screen.getByRole('button', { name: '在线客服' }));
      await vi.waitFor(() => expect(toastMock).toHaveBeenCalledWith(CHAT_UNAVAILABLE));
      expect(open).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: '在线客服' })).toBeEnabled();
    } finally {
      vi.doUnmock('../../lib/chat-address.ts');
    }
  });

  it('has no customer-service entry when no chat page is configured', () => {
    env.serviceChatUrl = null;
    renderMenu();
    expect(screen.queryByRole('button', { name: '在线客服' })).not.toBeInTheDocument();
  });

  it('clears the stored token and everything the tab keeps of the subscriber', async () => {
    const user = userEvent.setup();
    writeStored('token', 't-1');
    fillHallDrafts();
    renderMenu();

    await user.click(screen.getByRole('button', { name: '清除登录信息' }));

    expect(readStored('token')).toBeNull();
    expectNothingHeld();
    expect(toastMock).toHaveBeenCalledWith(TOKEN_CLEARED);
  });
});
