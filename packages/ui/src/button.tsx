import './button.css';
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /**
   * The colour scheme: `default` is outlined in grey, `primary` filled with the brand's gradient. Only the
   * kinds, sizes and fills the screens use are drawn (button.css): every page with a button carries them.
   */
  type?: 'default' | 'primary';
  size?: 'small' | 'normal';
  /** How the colour is laid on: filled (`solid`, the default), as a border, or on the text alone. */
  fill?: 'solid' | 'outline' | 'none';
  block?: boolean;
  /** Shows a spinner and ignores taps, as while disabled. */
  loading?: boolean;
  /** The native `type`: `button` unless said. */
  nativeType?: 'button' | 'submit' | 'reset';
}

/** The class names of a button with these props: the package's own, so no other library's release can restyle it. */
function buttonClassName({
  type = 'default',
  size = 'normal',
  fill = 'solid',
  block = false,
  unavailable,
  loading = false,
  className,
}: Pick<ButtonProps, 'type' | 'size' | 'fill' | 'block' | 'loading' | 'className'> & {
  unavailable: boolean;
}): string {
  return [
    'bc-button',
    `bc-button--${type}`,
    `bc-button--${fill}`,
    `bc-button--${size}`,
    block && 'bc-button--block',
    unavailable && 'bc-button--disabled',
    loading && 'bc-button--loading',
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
    block,
    loading = false,
    disabled = false,
    nativeType = 'button',
    className,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const unavailable = disabled || loading;
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
        block,
        unavailable,
        loading,
        className,
      })}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (!unavailable) onClick?.(event);
      }}
    >
      <span className="bc-button__content">
        {loading && (
          // The spinner is decoration: the button's name stays its text.
          <span className="bc-button__icon" aria-hidden>
            <span className="bc-button__spinner" />
          </span>
        )}
        <span className="bc-button__text">{children}</span>
      </span>
    </button>
  );
});
