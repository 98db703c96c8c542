import { readStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LinkStartPage from './link-start-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/realNameLink shown again from the back-forward cache', () => {
  it('leaves 下一步 ready instead of spinning, and forgets the unfinished session', async () => {
    const user = userEvent.setup();
    // A provider address of another origin: happy-dom does not navigate, the page stays as it was left.
    answerWith({ getPhoneById: 'success', newTransAcctT: 'otherOrigin' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/realNameLink', element: <LinkStartPage /> }], {
      initialEntries: ['/realNameLink?pone=ORD9'],
    });
    render(<RouterProvider router={router} />);

    const next = await screen.findByRole('button', { name: '下一步' });
    await user.click(next);
    await waitFor(() => expect(readStored('biz_no')).toBe('RN202406130000124'));
    expect(screen.getByRole('button', { name: /下一步/ })).toHaveAttribute('aria-disabled', 'true');

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /下一步/ })).toHaveAttribute('aria-disabled', 'false'),
    );
    expect(readStored('biz_no')).toBeNull();
    expect(readStored('authType')).toBeNull();
  });
});
