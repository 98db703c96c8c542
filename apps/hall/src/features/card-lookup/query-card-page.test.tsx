import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, exampleData } from '@bluecat/api/testing';
import { writeDraft } from '@bluecat/ui/drafts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_LOOKUP_DRAFT } from './lookup.ts';
import QueryCardPage from './query-card-page.tsx';

const overlays = vi.hoisted(() => ({
  toast: vi.fn(),
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(),
}));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

function CardProbe() {
  const { state } = useLocation();
  return <p>card page {JSON.stringify(state)}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/queryCard', element: <QueryCardPage /> },
      { path: '/card', element: <CardProbe /> },
    ],
    { initialEntries: ['/queryCard'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

const idField = () => screen.getByLabelText('身份证号后六位');
const nameField = () => screen.getByLabelText('姓名');
const submit = () => screen.getByRole('button', { name: '开始人脸核验' });

beforeEach(() => {
  overlays.toast.mockClear();
  overlays.alert.mockClear();
});

describe('QueryCardPage', () => {
  it('asks for the ID digits first, then the name, without calling', async () => {
    const user = userEvent.setup();
    const server = answerWith();
    renderPage();

    await user.click(submit());
    expect(overlays.toast).toHaveBeenLastCalledWith('请输入身份证号后六位');
    await user.type(idField(), '15123x');
    await user.click(submit());
    expect(overlays.toast).toHaveBeenLastCalledWith('请输入您的姓名');
    expect(server.requests).toEqual([]);
  });

  it('keeps six ID characters, upper-cased, and a name of at most 10', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(idField(), '15 123x9');
    expect(idField()).toHaveValue('15123X');
    expect(nameField()).toHaveAttribute('maxlength', '10');
  });

  it('keeps the form in the tab across a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(idField(), '15123X');
    await user.type(nameField(), '张伟');
    first.view.unmount();

    renderPage();
    expect(idField()).toHaveValue('15123X');
    expect(nameField()).toHaveValue('张伟');
  });

  it('starts QUERY_PHONE with the return URL and leaves for the provider', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // QUERY_PHONE's success example: the check's biz_no and the provider's address on this site.
    const started = exampleData(calls.QUERY_PHONE) as { biz_no: string; url: string };
    const server = answerWith({ QUERY_PHONE: 'success' });
    renderPage();
    await user.type(idField(), '15123X');
    await user.type(nameField(), '张伟');
    await user.click(submit());

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.bodiesOf(calls.QUERY_PHONE)).toEqual([
      { idCardNumber: '15123X', name: '张伟', returnUrl: `${window.location.origin}/queryCard` },
    ]);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}${started.url}`);
    expect(readStored('authType')).toBe('cardQuery');
    expect(readStored('biz_no')).toBe(started.biz_no);
  });

  it('back from the provider, a passed check opens /card with the verification and the form', async () => {
    writeStored('authType', 'cardQuery');
    writeStored('biz_no', 'FA6');
    writeDraft(CARD_LOOKUP_DRAFT, { idCardNumber: '15123X', name: '张伟' });
    const server = answerWith({ RESULT_QUERY: 'success' });
    const { router } = renderPage();

    expect(await screen.findByRole('button', { name: '核验结果查询中...' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/card'), { timeout: 2000 });
    expect(server.bodiesOf(calls.RESULT_QUERY)).toEqual([{ biz_no: 'FA6' }]);
    expect(overlays.toast).toHaveBeenCalledWith('身份核验成功');
    expect(router.state.location.state).toEqual({ bizNo: 'FA6', idCardNumber: '15123X', name: '张伟' });
    expect(readStored('biz_no')).toBeNull();
  });

  it('a failed result query shows the authentication-failed screen', async () => {
    writeStored('authType', 'cardQuery');
    writeStored('biz_no', 'FA6');
    answerWith({ RESULT_QUERY: 'failed' });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: '身份核验失败' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: '返回修改' }).click();
    });
    expect(submit()).toBeInTheDocument();
  });
});
