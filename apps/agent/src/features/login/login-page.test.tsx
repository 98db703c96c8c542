import { readStored } from '@bluecat/api/storage';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { answerFrom, ok, type Script } from '../../testing/call-fixture.ts';
import LoginPage from './login-page.tsx';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>) => Promise<unknown>
>;

let answers: Script;

beforeEach(() => {
  let image = 0;
  answers = {
    captchaImage: () => ok({ img: `IMG${++image}` }),
    getSeesion: () => ok({ thirdSession: 'sess-1', workNo: 'LM360021' }),
    login: () => ok({ flag: '0000', message: '登录成功' }),
    checkworknoinfo: () => ok(signedInAgent),
  };
  call.mockReset().mockImplementation(answerFrom(answers));
});

afterEach(() => {
  act(() => resetOverlays());
});

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/OpenCardMessage', element: <p>agent home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
      <OverlayHost />
    </Provider>,
  );
  return { router, user: userEvent.setup() };
}

const callsOf = (name: string) => call.mock.calls.filter(([{ name: called }]) => called === name);
const captchaImage = () =>
  screen.getByRole('button', { name: '刷新验证码' }).querySelector('img')?.getAttribute('src') ?? null;

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { workNo?: string; passWord?: string; code?: string },
) {
  if (values.workNo) await user.type(screen.getByLabelText('工号'), values.workNo);
  if (values.passWord) await user.type(screen.getByLabelText('密码'), values.passWord);
  if (values.code) await user.type(screen.getByLabelText('验证码'), values.code);
}

describe('LoginPage', () => {
  it('shows labelled fields and the image code fetched with a digit 1–10 and a timestamp', async () => {
    renderLogin();

    expect(screen.getByLabelText('工号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
    await waitFor(() => expect(captchaImage()).toBe('data:image/png;base64,IMG1'));

    const [, query] = callsOf('captchaImage')[0] ?? [];
    expect(query?.randomStr).toMatch(/^([1-9]|10)$/);
    expect(query?.times).toMatch(/^\d{13}$/);
  });

  it('shows a form-check toast for 800 ms (002 §9)', async () => {
    const { user } = renderLogin();
    // Timed from before the tap: the toast's timer starts inside it, and on a busy machine the tap can take
    // longer to return than the margin a later start would leave.
    const startedAt = Date.now();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('status')).toHaveTextContent('账号不能为空');

    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), { timeout: 2000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(800);
  });

  it('draws a new image when the image is tapped', async () => {
    const { user } = renderLogin();
    await waitFor(() => expect(captchaImage()).toBe('data:image/png;base64,IMG1'));

    await user.click(screen.getByRole('button', { name: '刷新验证码' }));

    await waitFor(() => expect(captchaImage()).toBe('data:image/png;base64,IMG2'));
    expect(callsOf('captchaImage')).toHaveLength(2);
  });

  it.each([
    [{}, '账号不能为空'],
    [{ workNo: 'LM360021' }, '密码不能为空'],
    [{ workNo: 'LM360021', passWord: 'secret' }, '验证码不能为空'],
  ])('with %j it shows %s and sends nothing', async (values, message) => {
    const { user } = renderLogin();
    await fill(user, values);

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(call.mock.calls.map(([{ name }]) => name)).toEqual(['captchaImage']);
  });

  it('signs in, stores the session and opens the agent home', async () => {
    const { router, user } = renderLogin();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    await fill(user, { workNo: 'LM360021', passWord: 'secret', code: '4827' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('agent home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCardMessage');
    const [, captchaQuery] = callsOf('captchaImage')[0] ?? [];
    expect(callsOf('login')[0]?.[1]).toEqual({
      workNo: 'LM360021',
      passWord: 'secret',
      code: '4827',
      randomStr: `${captchaQuery?.randomStr}${captchaQuery?.times}`,
      type: 1,
    });
    expect(readStored('tokens')).toBe('sess-1');
    expect(readStored('workNo')).toBe('LM360021');
    expect(readStored('Userdata')).toEqual(signedInAgent);
    expect(readStored('systemId')).toBe('7');
  });

  it('clears the code and draws a new image after a wrong image code', async () => {
    answers.login = () => ({
      ok: false,
      code: -100,
      msg: '验证码错误',
      data: { code: -100, msg: '验证码错误' },
    });
    const { router, user } = renderLogin();
    await waitFor(() => expect(captchaImage()).toBe('data:image/png;base64,IMG1'));
    await fill(user, { workNo: 'LM360021', passWord: 'secret', code: '0000' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(captchaImage()).toBe('data:image/png;base64,IMG2'));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('工号')).toHaveValue('LM360021');
    expect(screen.getByLabelText('密码')).toHaveValue('secret');
    expect(router.state.location.pathname).toBe('/login');
    expect(callsOf('checkworknoinfo')).toHaveLength(0);
  });

  it("shows the server's message, clears the code and draws a new image when the password is refused", async () => {
    answers.login = () => ok({ flag: '0001', message: '账号或密码错误' });
    const { user } = renderLogin();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    await fill(user, { workNo: 'LM360021', passWord: 'wrong', code: '4827' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('账号或密码错误'));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    await waitFor(() => expect(callsOf('captchaImage')).toHaveLength(2));
    expect(readStored('Userdata')).toBeNull();
  });

  it('sends one login for a double tap', async () => {
    let openSession: (value: unknown) => void = () => undefined;
    answers.getSeesion = () =>
      new Promise((resolve) => {
        openSession = resolve;
      });
    const { user } = renderLogin();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    await fill(user, { workNo: 'LM360021', passWord: 'secret', code: '4827' });
    const button = screen.getByRole('button', { name: '登录' });

    await user.click(button);
    await user.click(button);
    await act(async () => openSession(ok({ thirdSession: 'sess-1', workNo: 'LM360021' })));

    expect(await screen.findByText('agent home')).toBeInTheDocument();
    expect(callsOf('getSeesion')).toHaveLength(1);
    expect(callsOf('login')).toHaveLength(1);
  });
});
