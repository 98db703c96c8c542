import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { TransferHeader } from './transfer-header.tsx';

const overlays = vi.hoisted(() => ({ confirm: vi.fn(async () => true) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

beforeEach(() => {
  overlays.confirm.mockReset();
});

function openForm() {
  writeDraft(HALL_DRAFTS.transferOwner, { idCard: '360102199001011234', name: '张三' });
  writeDraft(HALL_DRAFTS.transferNewOwner, {
    idCard: '36010219900101123X',
    files: { idCardFront: { fileId: 'F1', url: 'https://files.example/id-front.jpg' } },
  });
  const router = createMemoryRouter(
    [
      { path: paths.transAcct, element: <h1>过户</h1> },
      {
        path: paths.transAcctTForm,
        element: <TransferHeader title="新机主信息" halfFilled leaveMessage="您确定退出过户吗？" />,
      },
    ],
    { initialEntries: [paths.transAcct, paths.transAcctTForm], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** 过户 keeps both owners' ID numbers and the uploaded ID photos' addresses: a confirmed exit ends them. */
describe('leaving a half-filled transfer form', () => {
  it('forgets both owners’ drafts once the exit is confirmed', async () => {
    overlays.confirm.mockResolvedValue(true);
    const router = openForm();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.transAcct));
    expect(readDraft(HALL_DRAFTS.transferOwner)).toBeNull();
    expect(readDraft(HALL_DRAFTS.transferNewOwner)).toBeNull();
  });

  it('keeps them when the person stays', async () => {
    overlays.confirm.mockResolvedValue(false);
    const router = openForm();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(overlays.confirm).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe(paths.transAcctTForm);
    expect(readDraft(HALL_DRAFTS.transferNewOwner)).not.toBeNull();
  });
});
