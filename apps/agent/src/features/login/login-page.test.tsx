import * as calls from '@bluecat/api/calls';
import { readStored } from '@bluecat/api/storage';
import { answerWith, type Choices, exampleData, held } from '@bluecat/api/testing';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import LoginPage from './login-page.tsx';

/** The contract's two drawings of the image code: the first one, then the next after a tap or a wrong code. */
const imageOf = (example: string) =>
  `data:image/png;base64,${(exampleData(calls.captchaImage, example) as { img: string }).img}`;
const FIRST_IMAGE = imageOf('success');
const NEXT_IMAGE = imageOf('another');

/** The contract stub: a new drawing for each image request, the other calls' success unless `choices` say. */
const answer = (choices: Choices = {}) => answerWith({ captchaImage: ['success', 'another'], ...choices });

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
    const server = answer();
    renderLogin();

    expect(screen.getByLabelText('工号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
    await waitFor(() => expect(captchaImage()).toBe(FIRST_IMAGE));

    const [query] = server.bodiesOf(calls.captchaImage);
    expect(query?.randomStr).toMatch(/^([1-9]|10)$/);
    expect(query?.times).toMatch(/^\d{13}$/);
  });

  it('shows a form-check toast for 800 ms (product.md › 代理商登录)', async () => {
    answer();
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
    const server = answer();
    const { user } = renderLogin();
    await waitFor(() => expect(captchaImage()).toBe(FIRST_IMAGE));

    await user.click(screen.getByRole('button', { name: '刷新验证码' }));

    await waitFor(() => expect(captchaImage()).toBe(NEXT_IMAGE));
    expect(server.countOf(calls.captchaImage)).toBe(2);
  });

  it.each([
    [{}, '账号不能为空'],
    [{ workNo: 'LM360021' }, '密码不能为空'],
    [{ workNo: 'LM360021', passWord: 'secret' }, '验证码不能为空'],
  ])('with %j it shows %s and sends nothing', async (values, message) => {
    const server = answer();
    const { user } = renderLogin();
    await fill(user, values);

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(server.requests.map(({ call }) => call)).toEqual(['captchaImage']);
  });

  it('signs in, stores the session and opens the agent home', async () => {
    const server = answer();
    const { router, user } = renderLogin();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    await fill(user, { workNo: 'LM360021', passWord: 'secret', code: '4827' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('agent home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OpenCardMessage');
    const [captchaQuery] = server.bodiesOf(calls.captchaImage);
    expect(server.bodiesOf(calls.login)).toEqual([
      {
        workNo: 'LM360021',
        passWord: 'secret',
        code: '4827',
        randomStr: `${captchaQuery?.randomStr}${captchaQuery?.times}`,
        type: 1,
      },
    ]);
    // getSeesion's session id in the contract's success example.
    expect(readStored('tokens')).toBe('8f3c2a9e6b7d4c10a5e1f0b2c3d4e5f6');
    expect(readStored('workNo')).toBe('LM360021');
    expect(readStored('Userdata')).toEqual(signedInAgent);
    expect(readStored('systemId')).toBe('7');
  });

  it('clears the code and draws a new image after a wrong image code', async () => {
    const server = answer({ login: 'wrongCaptcha' });
    const { router, user } = renderLogin();
    await waitFor(() => expect(captchaImage()).toBe(FIRST_IMAGE));
    await fill(user, { workNo: 'LM360021', passWord: 'secret', code: '0000' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(captchaImage()).toBe(NEXT_IMAGE));
    expect(screen.getByRole('status')).toHaveTextContent('验证码错误');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('工号')).toHaveValue('LM360021');
    expect(screen.getByLabelText('密码')).toHaveValue('secret');
    expect(router.state.location.pathname).toBe('/login');
    expect(server.countOf(calls.checkworknoinfo)).toBe(0);
  });

  it("shows the server's message, clears the code and draws a new image when the password is refused", async () => {
    const server = answer({ login: 'wrongPassword' });
    const { user } = renderLogin();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    await fill(user, { workNo: 'LM360021', passWord: 'wrong', code: '4827' });

    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('账号或密码错误'));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    await waitFor(() => expect(server.countOf(calls.captchaImage)).toBe(2));
    expect(readStored('Userdata')).toBeNull();
  });

  it('sends one login for a double tap', async () => {
    const session = held();
    const server = answer({ getSeesion: session });
    const { user } = renderLogin();
    await waitFor(() => expect(captchaImage()).not.toBeNull());
    await fill(user, { workNo: 'LM360021', passWord: 'secret', code: '4827' });
    const button = screen.getByRole('button', { name: '登录' });

    await user.click(button);
    await user.click(button);
    await act(async () => session.release('success'));

    expect(await screen.findByText('agent home')).toBeInTheDocument();
    expect(server.countOf(calls.getSeesion)).toBe(1);
    expect(server.countOf(calls.login)).toBe(1);
  });
});
