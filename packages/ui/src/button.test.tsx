import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './button.tsx';

describe('Button', () => {
  it.each([
    [{}, 'false'],
    [{ disabled: true }, 'true'],
    [{ loading: true }, 'true'],
  ])('with %j says aria-disabled %s', (props, state) => {
    render(<Button {...props}>提交</Button>);
    expect(screen.getByRole('button', { name: /提交/ }).getAttribute('aria-disabled')).toBe(state);
  });

  it('ignores taps while disabled or loading and takes them otherwise', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button disabled onClick={onClick}>
        提交
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    rerender(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>提交</Button>);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form only when asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>取消</Button>
        <Button nativeType="submit">发表</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '发表' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  // button.css draws the button from these classes: one per prop, and the screen's own class last.
  it.each<[ButtonProps, string]>([
    [{}, 'bc-button bc-button--default bc-button--solid bc-button--normal'],
    [{ type: 'primary', size: 'small' }, 'bc-button bc-button--primary bc-button--solid bc-button--small'],
    [
      { type: 'primary', fill: 'outline', disabled: true },
      'bc-button bc-button--primary bc-button--outline bc-button--normal bc-button--disabled',
    ],
    [
      { type: 'primary', block: true, loading: true },
      'bc-button bc-button--primary bc-button--solid bc-button--normal bc-button--block bc-button--disabled bc-button--loading',
    ],
    [
      { type: 'default', fill: 'none', className: 'invoice-card__submit' },
      'bc-button bc-button--default bc-button--none bc-button--normal invoice-card__submit',
    ],
  ])('with %j has the classes %s', (props, classes) => {
    render(<Button {...props}>提交</Button>);
    expect(screen.getByRole('button', { name: '提交' }).getAttribute('class')).toBe(classes);
  });

  it('shows a spinner of its own while loading, which is not part of its name', () => {
    const { rerender } = render(<Button type="primary">提交</Button>);
    const button = screen.getByRole('button', { name: '提交' });
    expect(button.querySelector('.bc-button__spinner')).toBeNull();
    rerender(
      <Button type="primary" loading>
        提交
      </Button>,
    );
    const spinner = button.querySelector('.bc-button__spinner');
    expect(spinner).not.toBeNull();
    expect(spinner?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button.querySelector('svg, path')).toBeNull();
    expect(screen.getByRole('button', { name: '提交' })).toBe(button);
  });
});
