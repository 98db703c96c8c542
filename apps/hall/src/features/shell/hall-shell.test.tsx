import * as calls from '@bluecat/api/calls';
import { answerWith, held } from '@bluecat/api/testing';
import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.ts';
import { CHAT_UNAVAILABLE, chatAddressFile, externalPage } from '../../lib/customer-service.ts';
import { HallShell } from './hall-shell.tsx';
import { HOTLINE_NOTICE } from './hotline-notice.tsx';

vi.mock('../../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config/env.ts')>();
  return { ...actual, env: { ...actual.env, serviceChatUrl: 'https://kefu.example.com/chat' } };
});

afterEach(() => {
  act(() => resetOverlays());
  vi.restoreAllMocks();
});

function renderShell(at: string) {
  const router = createMemoryRouter([{ path: '*', element: <HallShell>页面内容</HallShell> }], {
    initialEntries: [at],
  });
  render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
}

describe('HallShell', () => {
  it('announces the hotline 10020 and the staffed hours 8:00-21:00', () => {
    renderShell('/BusinessQuery');
    expect(HOTLINE_NOTICE).toContain('10020');
    expect(HOTLINE_NOTICE).toContain('8:00-21:00');
    const copies = within(screen.getByRole('note')).getAllByText(HOTLINE_NOTICE);
    // The marquee shows two copies to loop seamlessly; assistive technology reads one.
    expect(copies.filter((copy) => !copy.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it('has the four hall tabs in the spec order, linking to their routes', () => {
    renderShell('/BusinessQuery');
    const tabs = within(screen.getByRole('navigation', { name: '营业厅' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['号码充值', '/Recharge'],
      ['业务查询', '/BusinessQuery'],
      ['业务办理', '/BusinessHandle'],
      ['个人信息', '/PersonalInformation'],
    ]);
  });

  it('offers the service search beside the hotline, on every tab', () => {
    renderShell('/Recharge');
    expect(screen.getByRole('link', { name: '搜索服务' })).toHaveAttribute('href', '/search');
  });

  it('marks the tab of the current page', () => {
    renderShell('/PersonalInformation');
    expect(screen.getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '业务查询' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('opens 在线客服 from beside the banner, asking once on a double tap', async () => {
    const user = userEvent.setup();
    const answer = held();
    const server = answerWith({ wx_url: answer });
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    renderShell('/Recharge');

    const button = screen.getByRole('button', { name: '在线客服' });
    await user.dblClick(button);
    answer.release('success');

    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://kefu.example.com/chat?nickName=170****6666&nickType=mobile&nickId=17088886666',
      ),
    );
    expect(server.countOf(calls.wx_url)).toBe(1);
  });

  it('says the chat cannot be reached, and reports it, when its code does not come', async () => {
    const user = userEvent.setup();
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    answerWith({ wx_url: 'success' });
    vi.spyOn(chatAddressFile, 'load').mockRejectedValueOnce(
      Object.assign(new Error('Loading chunk chat-address failed.'), { name: 'ChunkLoadError' }),
    );
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    renderShell('/Recharge');

    await user.click(screen.getByRole('button', { name: '在线客服' }));
    expect(await screen.findByText(CHAT_UNAVAILABLE)).toBeInTheDocument();
    expect(sent).toEqual([['chunk', { message: 'Loading chunk chat-address failed.', outcome: 'failed' }]]);
    expect(open).not.toHaveBeenCalled();
  });

  it('offers no chat entry when no chat page is configured', () => {
    const configured = env.serviceChatUrl;
    env.serviceChatUrl = null;
    renderShell('/Recharge');
    expect(screen.queryByRole('button', { name: '在线客服' })).not.toBeInTheDocument();
    env.serviceChatUrl = configured;
  });
});
