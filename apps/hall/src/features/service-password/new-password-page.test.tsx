import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import NewPasswordPage from './new-password-page.tsx';
import { passedPasswordStep, passPasswordStep } from './password-step.ts';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: paths.setPassword, element: <h1>修改服务密码</h1> },
      { path: paths.newPassword, element: <NewPasswordPage /> },
      { path: paths.setSuccess, element: <h1>服务密码修改成功</h1> },
    ],
    { initialEntries: [paths.setPassword, paths.newPassword], initialIndex: 1 },
  );
  render(
    <>
      <RouterProvider router={router} />
      <OverlayHost />
    </>,
  );
  return router;
}

afterEach(() => {
  resetOverlays();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('NewPasswordPage', () => {
  it('sends a page opened without a passed check back to /setPassword', async () => {
    const router = renderPage();
    expect(await screen.findByRole('heading', { name: '修改服务密码' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.setPassword);
  });

  it('opens after the old-password check, does nothing when both are empty, and sets the password', async () => {
    passPasswordStep('oldPassword');
    const user = userEvent.setup();
    const server = answerWith({ setService_Password: 'success' });
    const router = renderPage();

    const submit = screen.getByRole('button', { name: '确认修改' });
    await user.click(submit);
    expect(server.countOf(calls.setService_Password)).toBe(0);
    expect(router.state.location.pathname).toBe(paths.newPassword);

    await user.type(screen.getByLabelText('新密码'), '258369');
    await user.type(screen.getByLabelText('确认新密码'), '258360');
    await user.click(submit);
    expect(await screen.findByText('两次输入密码不一致')).toBeInTheDocument();
    expect(server.countOf(calls.setService_Password)).toBe(0);

    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), '258369');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: '服务密码修改成功' })).toBeInTheDocument();
    expect(server.bodiesOf(calls.setService_Password)).toEqual([
      { newServicePass: '258369', confirmServicePass: '258369' },
    ]);
    // The step is spent: /newPassword is closed again.
    expect(passedPasswordStep()).toBeNull();
  });

  it('keeps both entries and the step when -100 refuses', async () => {
    passPasswordStep('face');
    const user = userEvent.setup();
    answerWith({ setService_Password: 'failed' });
    const router = renderPage();
    await user.type(screen.getByLabelText('新密码'), '147258');
    await user.type(screen.getByLabelText('确认新密码'), '147258');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.newPassword);
    expect(screen.getByLabelText('新密码')).toHaveValue('147258');
    expect(passedPasswordStep()).not.toBeNull();
    // Nothing typed here is written to the tab's storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('147258');
  });
});
