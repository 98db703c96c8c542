import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LinkList, LinkListButton } from './link-list.tsx';

describe('LinkList', () => {
  it('lists the links in order, then the extra rows', async () => {
    const user = userEvent.setup();
    const clear = vi.fn();
    render(
      <MemoryRouter>
        <LinkList
          links={[
            { label: '个人信息', to: '/personal' },
            { label: '积分中心', to: '/integral' },
          ]}
        >
          <LinkListButton onClick={clear}>清除登录信息</LinkListButton>
          <LinkListButton onClick={() => {}} disabled>
            在线客服
          </LinkListButton>
        </LinkList>
      </MemoryRouter>,
    );

    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['个人信息', '积分中心', '清除登录信息', '在线客服']);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/personal');
    expect(screen.getByRole('button', { name: '在线客服' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '清除登录信息' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
