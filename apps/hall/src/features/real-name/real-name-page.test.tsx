import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, exampleData } from '@bluecat/api/testing';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REAL_NAME_DRAFT } from './activation.ts';
import RealNamePage from './real-name-page.tsx';

const overlays = vi.hoisted(() => ({ toast: vi.fn(), alert: vi.fn(async () => undefined) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/realName', element: <RealNamePage /> },
      { path: '/realResult', element: <h1>实名激活结果</h1> },
    ],
    { initialEntries: ['/realName'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

const mobile = () => screen.getByLabelText('手机号码');
const password = () => screen.getByLabelText('服务密码');
const next = () => screen.getByRole('button', { name: '下一步' });

beforeEach(() => {
  overlays.toast.mockClear();
});

describe('RealNamePage', () => {
  it.each([
    ['', '', '请输入手机号'],
    ['12912345678', '', '手机号格式错误'],
    ['1391234567', '123456', '手机号格式错误'],
    ['13912345678', '', '请输入服务密码'],
  ])('number %s and password %s → %s', async (number, secret, message) => {
    const user = userEvent.setup();
    const server = answerWith();
    renderPage();
    if (number) await user.type(mobile(), number);
    if (secret) await user.type(password(), secret);
    await user.click(next());
    expect(overlays.toast).toHaveBeenLastCalledWith(message);
    expect(server.requests).toEqual([]);
  });

  it('keeps 11 digits of the number and at most 10 password characters', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(mobile(), '139 1234 56789');
    expect(mobile()).toHaveValue('13912345678');
    expect(password()).toHaveAttribute('maxlength', '10');
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('starts REAL_NAME and keeps only the number in the tab, never the password', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // REAL_NAME's success example: the check's biz_no and the provider's address on this site.
    const started = exampleData(calls.REAL_NAME) as { biz_no: string; url: string };
    const server = answerWith({ REAL_NAME: 'success' });
    renderPage();
    await user.type(mobile(), '13912345678');
    await user.type(password(), '880219');
    await user.click(next());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}${started.url}`));
    expect(server.bodiesOf(calls.REAL_NAME)).toEqual([
      {
        mobilePhone: '13912345678',
        servicePassword: '880219',
        returnUrl: `${window.location.origin}/realName`,
      },
    ]);
    expect(readStored('authType')).toBe('realName');
    expect(readDraft(REAL_NAME_DRAFT)).toEqual({ mobilePhone: '13912345678' });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('880219');
  });

  it('stays on the form when the start is refused', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    answerWith({ REAL_NAME: 'failed' });
    renderPage();
    await user.type(mobile(), '13912345678');
    await user.type(password(), '000000');
    await user.click(next());

    await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled', 'true'));
    expect(assign).not.toHaveBeenCalled();
    expect(mobile()).toHaveValue('13912345678');
    expect(readStored('biz_no')).toBeNull();
  });

  it('back from the provider with the face matched, opens /realResult with the number', async () => {
    writeStored('authType', 'realName');
    writeStored('biz_no', 'FA4');
    writeDraft(REAL_NAME_DRAFT, { mobilePhone: '13912345678' });
    const server = answerWith({ RESULT_QUERY: 'success' });
    const { router } = renderPage();

    await waitFor(() => expect(router.state.location.pathname).toBe('/realResult'), { timeout: 2000 });
    expect(router.state.location.state).toEqual({ bizNo: 'FA4', mobilePhone: '13912345678' });
    expect(server.bodiesOf(calls.RESULT_QUERY)).toEqual([{ biz_no: 'FA4' }]);
    expect(readDraft(REAL_NAME_DRAFT)).toBeNull();
  });

  it('a mismatch alerts and returns to the form with the number kept', async () => {
    writeStored('authType', 'realName');
    writeStored('biz_no', 'FA4');
    writeDraft(REAL_NAME_DRAFT, { mobilePhone: '13912345678' });
    answerWith({ RESULT_QUERY: 'checkFailed' });
    const { router } = renderPage();

    await waitFor(
      () =>
        expect(overlays.alert).toHaveBeenCalledWith({
          title: '提示',
          message: '您的身份信息校验失败，请重试',
        }),
      { timeout: 2000 },
    );
    await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled', 'true'));
    expect(router.state.location.pathname).toBe('/realName');
    expect(mobile()).toHaveValue('13912345678');
  });
});
