import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it.each([
    [{}, 'false'],
    [{ disabled: true }, 'true'],
    [{ loading: true }, 'true'],
  ])('with %j says aria-disabled %s', (props, state) => {
    render(<Button {...props}>提交</Button>);
    expect(screen.getByRole('button', { name: /提交/ }).getAttribute('aria-disabled')).toBe(state);
  });

  it('ignores taps while disabled and takes them otherwise', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button disabled onClick={onClick}>
        提交
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>提交</Button>);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
