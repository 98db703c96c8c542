import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HALL_DRAFTS } from '../hall-drafts.ts';
import type { FaceAuthType } from './flows.ts';
import { type IdentityEntry, IdentityStartPage } from './identity-start-page.tsx';

const overlays = vi.hoisted(() => ({ toast: vi.fn(), alert: vi.fn(async () => undefined) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

const BIND_ENTRIES: readonly IdentityEntry[] = [
  { input: 'mobile', field: 'mobilePhone' },
  { input: 'idSuffix', field: 'idCard' },
  { input: 'name', field: 'name' },
];
const CANCEL_ENTRIES: readonly IdentityEntry[] = [
  { input: 'mobile', field: 'mobilePhone' },
  { input: 'idCard', field: 'idCard' },
  { input: 'name', field: 'name' },
];

interface Setup {
  type?: FaceAuthType;
  entries?: readonly IdentityEntry[];
}

function renderPage({ type = 'accountBind', entries = BIND_ENTRIES }: Setup = {}) {
  const onPassed = vi.fn();
  const page = (
    <IdentityStartPage
      type={type}
      title="号码绑定"
      className="binding"
      draft={HALL_DRAFTS.noCodeBind}
      entries={entries}
      onPassed={onPassed}
      intro={{ label: '办理说明', lead: '收不到验证码？', body: <p>说明</p> }}
      formLabel="人脸核验绑定"
      submitText="开始人脸核验"
    />
  );
  const router = createMemoryRouter([{ path: '/', element: page }]);
  const view = render(<RouterProvider router={router} />);
  return { onPassed, view };
}

const field = (label: string) => screen.getByLabelText(label);
const start = () => screen.getByRole('button', { name: '开始人脸核验' });

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  overlays.toast.mockClear();
});

describe('IdentityStartPage', () => {
  it('shows the header, the explanation and the entries it is given, in their order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '号码绑定' })).toBeVisible();
    expect(screen.getByRole('region', { name: '办理说明' })).toHaveTextContent('收不到验证码？');
    const form = screen.getByRole('form', { name: '人脸核验绑定' });
    const labels = [...form.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['手机号码', '身份证号后六位', '姓名']);
  });

  it('keeps what each entry accepts: digits of the number, six ID characters, an upper-case X', async () => {
    const user = userEvent.setup();
    renderPage({ type: 'closeAccount', entries: CANCEL_ENTRIES });
    await user.type(field('手机号码'), '170-8888-6666');
    await user.type(field('身份证号'), '36010219900101123x');
    expect(field('手机号码')).toHaveValue('17088886666');
    expect(field('身份证号')).toHaveValue('36010219900101123X');
  });

  it('keeps the form in its draft across a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(field('姓名'), '张伟');
    await user.type(field('身份证号后六位'), '15123x');
    first.view.unmount();
    renderPage();
    expect(field('姓名')).toHaveValue('张伟');
    expect(field('身份证号后六位')).toHaveValue('15123X');
    expect(readDraft(HALL_DRAFTS.noCodeBind)).toEqual({ mobilePhone: '', idCard: '15123X', name: '张伟' });
  });

  it('sends each entry as the field it fills (the bind takes the six ID characters as idCard)', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const server = answerWith({ FACE_AUTH_ACCOUNT_BIND: 'success' });
    renderPage();
    await user.type(field('手机号码'), '17088886666');
    await user.type(field('身份证号后六位'), '15123X');
    await user.type(field('姓名'), '张伟');
    await user.click(start());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.bodiesOf(calls.FACE_AUTH_ACCOUNT_BIND)).toEqual([
      {
        mobilePhone: '17088886666',
        idCard: '15123X',
        name: '张伟',
        type: 'ACCOUNT_BIND',
        returnUrl: `${window.location.origin}/noCode`,
      },
    ]);
  });

  it('a check back here that passed goes on with its biz_no and the form', async () => {
    writeStored('authType', 'accountBind');
    writeStored('biz_no', 'FA7');
    writeDraft(HALL_DRAFTS.noCodeBind, { mobilePhone: '17088886666', idCard: '15123X', name: '张伟' });
    const server = answerWith({ RESULT_QUERY: 'success' });
    const { onPassed } = renderPage();
    // The result is asked for 500 ms after the page is back.
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(server.bodiesOf(calls.RESULT_QUERY)).toEqual([{ biz_no: 'FA7' }]);
    expect(onPassed).toHaveBeenCalledWith('FA7', {
      mobilePhone: '17088886666',
      idCard: '15123X',
      name: '张伟',
    });
  });

  it('a new check forgets the earlier biz_no and passed application before it is sent', async () => {
    const user = userEvent.setup();
    // A check of another business left waiting (this page does not take it up), and a passed one's form.
    writeStored('biz_no', 'FA0');
    writeStored('authType', 'cardQuery');
    writeDraft(HALL_DRAFTS.cancelForm, { biz_no: 'FA0', reason: '出国' });
    const server = answerWith({ CLOSE_ACCONT: 'failed' });
    renderPage({ type: 'closeAccount', entries: CANCEL_ENTRIES });
    await user.type(field('手机号码'), '17088886666');
    await user.type(field('身份证号'), '36010219900101123X');
    await user.type(field('姓名'), '张伟');
    await user.click(start());
    await waitFor(() => expect(server.countOf(calls.CLOSE_ACCONT)).toBe(1));
    expect(readStored('biz_no')).toBeNull();
    expect(readDraft(HALL_DRAFTS.cancelForm)).toBeNull();
  });
});
