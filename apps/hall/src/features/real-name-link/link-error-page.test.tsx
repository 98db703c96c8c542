import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { REAL_NAME_MESSAGES, realNameErrorState } from './link-error.ts';
import LinkErrorPage from './link-error-page.tsx';

const FAKE = '实名失败，请拨打客服 400-000-0000 办理';

function Refusing() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        navigate(paths.realNameLinkError, {
          replace: true,
          state: realNameErrorState('该订单已提交实名资料，请勿重复提交'),
        })
      }
    >
      提交
    </button>
  );
}

function routerAt(entry: string) {
  return createMemoryRouter(
    [
      { path: paths.realNameLinkForm, element: <Refusing /> },
      { path: paths.realNameLinkError, element: <LinkErrorPage /> },
    ],
    { initialEntries: [entry] },
  );
}

describe('/realNameLinkError', () => {
  it('shows the message the hall navigated with', async () => {
    render(<RouterProvider router={routerAt(paths.realNameLinkForm)} />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('heading', { name: '实名登记失败' })).toBeVisible();
    expect(screen.getByText('该订单已提交实名资料，请勿重复提交')).toBeVisible();
  });

  it('shows the generic text, not the address, when opened from an address alone', async () => {
    render(
      <RouterProvider router={routerAt(`${paths.realNameLinkError}?error=${encodeURIComponent(FAKE)}`)} />,
    );
    expect(await screen.findByText(REAL_NAME_MESSAGES.unknownError)).toBeVisible();
    expect(screen.queryByText(FAKE)).toBeNull();
  });
});
