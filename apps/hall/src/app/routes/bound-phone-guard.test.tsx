import * as calls from '@bluecat/api/calls';
import { answerWith, exampleData, held } from '@bluecat/api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import { useBoundPhone } from '../../lib/bound-phone.ts';
import type { MemberData } from '../../lib/member-access.ts';
import { BOUND_PHONE_PROMPT, requireBoundPhone } from './require-bound-phone.tsx';

const overlays = vi.hoisted(() => ({ confirm: vi.fn(async () => true) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

// PERSONAL_DATA's success example: a member with 17088886666 bound.
const boundMember = exampleData(calls.PERSONAL_DATA) as MemberData;

function GuardedPage() {
  return (
    <>
      <h1>短信防打扰</h1>
      <p>办理号码：{useBoundPhone()}</p>
    </>
  );
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      requireBoundPhone(BOUND_PHONE_PROMPT, [
        { path: paths.willRegister, handle: { title: '短信防打扰' }, element: <GuardedPage /> },
      ]),
      { path: paths.accountBind, element: <h1>号码绑定</h1> },
    ],
    { initialEntries: [paths.willRegister] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  overlays.confirm.mockReset();
});

describe('bound-phone guard', () => {
  it('loads the member once and shows the page to a member with a bound number', async () => {
    const server = answerWith({ PERSONAL_DATA: 'success' });
    renderGuarded();
    // The page behind the guard is handed the bound number.
    expect(
      await screen.findByText(`办理号码：${boundMember.mobilePhoneInfo?.mobilePhone}`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: '短信防打扰' })).toHaveLength(1);
    expect(server.bodiesOf(calls.PERSONAL_DATA)).toEqual([{}]);
    expect(overlays.confirm).not.toHaveBeenCalled();
  });

  it('draws the screen’s header, titled by its route, above the skeleton while the member loads', async () => {
    const member = held();
    answerWith({ PERSONAL_DATA: member });
    renderGuarded();
    // What the address's document drew before any script (first-screen-frames.gen.json): no jump.
    expect(await screen.findByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '短信防打扰' })).toHaveClass('bc-page-header-title');
    member.release('success');
    expect(
      await screen.findByText(`办理号码：${boundMember.mobilePhoneInfo?.mobilePhone}`),
    ).toBeInTheDocument();
  });

  it('asks an unbound member to bind and goes to /AccountBind on 去绑定', async () => {
    overlays.confirm.mockResolvedValue(true);
    answerWith({ PERSONAL_DATA: 'unbound' });
    const router = renderGuarded();
    expect(await screen.findByRole('heading', { name: '号码绑定' })).toBeInTheDocument();
    expect(overlays.confirm).toHaveBeenCalledTimes(1);
    expect(overlays.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: BOUND_PHONE_PROMPT, confirmText: '去绑定' }),
    );
    expect(router.state.location.pathname).toBe(paths.accountBind);
    expect(screen.queryByRole('heading', { name: '短信防打扰' })).not.toBeInTheDocument();
  });

  it('keeps a usable page with the prompt and a link to bind when the dialog is closed', async () => {
    overlays.confirm.mockResolvedValue(false);
    answerWith({ PERSONAL_DATA: 'unbound' });
    const router = renderGuarded();
    expect(await screen.findByRole('alert')).toHaveTextContent(BOUND_PHONE_PROMPT);
    expect(screen.queryByRole('heading', { name: '短信防打扰' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '去绑定' }));
    expect(router.state.location.pathname).toBe(paths.accountBind);
  });

  it('shows the load failure with 重试, which asks again', async () => {
    const server = answerWith({ PERSONAL_DATA: ['busy', 'success'] });
    renderGuarded();
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByText(`办理号码：${boundMember.mobilePhoneInfo?.mobilePhone}`),
    ).toBeInTheDocument();
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(2);
  });
});
