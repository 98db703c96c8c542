import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HALL_DRAFTS } from '../hall-drafts.ts';
import { useVerifiedApplication } from './use-verified-application.ts';

const overlays = vi.hoisted(() => ({ toast: vi.fn(), confirm: vi.fn(async () => true) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

interface Draft {
  biz_no: string;
  bankCard: string;
}

function Application({ send }: { send: () => Promise<{ ok: boolean; code: number; msg: string }> }) {
  const application = useVerifiedApplication<Draft, Omit<Draft, 'biz_no'>>({
    verification: { type: 'closeAccount', startPath: '/cancel', startDraft: HALL_DRAFTS.cancelStart },
    flow: 'cancel',
    draftKey: HALL_DRAFTS.cancelForm,
    emptyDraft: { biz_no: '', bankCard: '' },
    leaveMessage: '确定退出销户申请吗？',
    formOf: (fields) => fields,
    rules: [],
    send,
    auditPath: '/auditCabcel',
    failPath: '/cancelFail',
  });
  return (
    <form aria-label="销户申请" onSubmit={application.submit}>
      <button type="button" onClick={application.back}>
        返回
      </button>
      <button type="submit">提交申请</button>
    </form>
  );
}

function renderApplication(send = vi.fn(async () => ({ ok: true, code: 1, msg: '成功' }))) {
  writeDraft(HALL_DRAFTS.cancelStart, {
    mobilePhone: '17088886666',
    idCard: '36010219900101123X',
    name: '张伟',
  });
  writeDraft(HALL_DRAFTS.cancelForm, { biz_no: 'FA1', bankCard: '6217001234567890123' });
  const router = createMemoryRouter(
    [
      { path: '/businessHandle', element: <p>业务办理</p> },
      { path: '/cancelForm', element: <Application send={send} /> },
      { path: '/auditCabcel', element: <p>请耐心等待</p> },
      { path: '/cancelFail', element: <p>销户申请失败</p> },
    ],
    { initialEntries: ['/businessHandle', '/cancelForm'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const held = () => [readDraft(HALL_DRAFTS.cancelStart), readDraft(HALL_DRAFTS.cancelForm)];

afterEach(() => {
  sessionStorage.clear();
  overlays.confirm.mockClear();
});

describe('useVerifiedApplication: what the tab keeps of the application', () => {
  it('goes once the application is accepted: the ID, the card number and the biz_no', async () => {
    const user = userEvent.setup();
    renderApplication();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByText('请耐心等待');
    expect(held()).toEqual([null, null]);
  });

  it('stays after a refusal, for another try', async () => {
    const user = userEvent.setup();
    renderApplication(vi.fn(async () => ({ ok: false, code: -100, msg: '身份证图片不清晰' })));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByText('销户申请失败');
    expect(held()).not.toContain(null);
  });

  it('goes once the person confirms leaving, and stays when they stay', async () => {
    const user = userEvent.setup();
    const router = renderApplication();
    overlays.confirm.mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(overlays.confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/cancelForm');
    expect(held()).not.toContain(null);

    await user.click(screen.getByRole('button', { name: '返回' }));
    await screen.findByText('业务办理');
    expect(held()).toEqual([null, null]);
  });
});
