import { Button as NutButton } from '@nutui/nutui-react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './button.tsx';

/** The class names of a button and of every element inside it, in document order. */
function classTree(element: Element): string[] {
  return [element, ...element.querySelectorAll('*')].map(
    (node) => `${node.tagName === 'svg' ? 'svg' : '*'}.${node.getAttribute('class') ?? ''}`,
  );
}

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

  // NutUI's stylesheet draws the button from these class names: the same props give NutUI's own.
  it.each<ButtonProps>([
    {},
    { type: 'primary' },
    { type: 'primary', size: 'small' },
    { type: 'primary', block: true },
    { type: 'primary', fill: 'outline' },
    { type: 'default', fill: 'outline', size: 'small' },
    { type: 'primary', loading: true },
    { type: 'primary', disabled: true },
    { type: 'primary', fill: 'outline', disabled: true },
    { type: 'primary', block: true, loading: true, disabled: true },
    { type: 'danger', shape: 'square', size: 'large' },
    { type: 'primary', className: 'invoice-card__submit', block: true },
  ])('with %j has the classes NutUI gives its button', (props) => {
    const ours = render(<Button {...props}>提交</Button>).container.firstElementChild;
    const nut = render(<NutButton {...(props as object)}>提交</NutButton>).container.firstElementChild;
    if (!ours || !nut) throw new Error('nothing rendered');
    expect(classTree(ours)).toEqual(classTree(nut));
  });
});
