import './button.css';
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The colour scheme: `default` is outlined in grey, the others are filled with their colour. */
  type?: 'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger';
  size?: 'mini' | 'small' | 'normal' | 'large' | 'xlarge';
  /** How the colour is laid on: filled (`solid`, the default), as a border, dashed, or on the text alone. */
  fill?: 'solid' | 'outline' | 'dashed' | 'none';
  shape?: 'round' | 'square';
  block?: boolean;
  /** Shows a spinner and ignores taps, as while disabled. */
  loading?: boolean;
  icon?: ReactNode;
  /** The native `type`: `button` unless said. */
  nativeType?: 'button' | 'submit' | 'reset';
}

/** The class names of a button with these props: the package's own, so no other library's release can restyle it. */
function buttonClassName({
  type = 'default',
  size = 'normal',
  fill = 'solid',
  shape = 'round',
  block = false,
  unavailable,
  loading = false,
  iconOnly,
  className,
}: Pick<ButtonProps, 'type' | 'size' | 'fill' | 'shape' | 'block' | 'loading' | 'className'> & {
  unavailable: boolean;
  iconOnly: boolean;
}): string {
  return [
    'bc-button',
    `bc-button--${type}`,
    `bc-button--${fill}`,
    `bc-button--${size}`,
    shape === 'square' && 'bc-button--square',
    block && 'bc-button--block',
    unavailable && 'bc-button--disabled',
    loading && 'bc-button--loading',
    iconOnly && 'bc-button--icon-only',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The app's button. Like a native disabled button it ignores taps while disabled or loading, but it stays
 * focusable and says `aria-disabled` then, so assistive technology does not announce a working button and
 * a keyboard user can still reach it and hear why.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    type,
    size,
    fill,
    shape,
    block,
    loading = false,
    disabled = false,
    icon,
    nativeType = 'button',
    className,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const unavailable = disabled || loading;
  const hasText = children !== undefined && children !== null;
  const mark = loading ? <span className="bc-button__spinner" /> : icon;
  return (
    <button
      aria-disabled={unavailable}
      {...rest}
      ref={ref}
      type={nativeType}
      className={buttonClassName({
        type,
        size,
        fill,
        shape,
        block,
        unavailable,
        loading,
        iconOnly: !hasText,
        className,
      })}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (!unavailable) onClick?.(event);
      }}
    >
      <span className="bc-button__content">
        {mark !== undefined && mark !== null && (
          // The spinner is decoration: the button's name stays its text.
          <span className="bc-button__icon" aria-hidden={loading || undefined}>
            {mark}
          </span>
        )}
        {hasText && <span className="bc-button__text">{children}</span>}
      </span>
    </button>
  );
});
