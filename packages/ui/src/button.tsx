import '@nutui/nutui-react/dist/es/packages/button/style/css';
import './button.css';
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** NutUI's colour scheme. */
  type?: 'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger';
  size?: 'mini' | 'small' | 'normal' | 'large' | 'xlarge';
  fill?: 'solid' | 'outline' | 'dashed' | 'none';
  shape?: 'round' | 'square';
  block?: boolean;
  /** Shows NutUI's spinner and ignores taps, as while disabled. */
  loading?: boolean;
  icon?: ReactNode;
  /** The native `type`: `button` unless said. */
  nativeType?: 'button' | 'submit' | 'reset';
}

/** NutUI's loading icon (@nutui/icons-react Loading), drawn as its icon template draws it. */
function LoadingIcon() {
  return (
    <svg
      className="nut-icon nut-icon-Loading nut-icon-loading"
      viewBox="0 0 1024 1024"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M512 73.14a43.89 43.89 0 0 1 43.89 43.89v118.49a43.89 43.89 0 0 1-87.78 0V117.03A43.89 43.89 0 0 1 512 73.14M201.65 201.65a43.89 43.89 0 0 1 62.1 0l83.68 83.83a43.89 43.89 0 1 1-62.03 62.02l-83.75-83.75a43.89 43.89 0 0 1 0-62.1m620.7 0a43.89 43.89 0 0 1 0 62.1l-83.83 83.68a43.89 43.89 0 1 1-62.02-62.03l83.75-83.82a43.89 43.89 0 0 1 62.1 0zM73.14 512a43.89 43.89 0 0 1 43.89-43.89h118.49a43.89 43.89 0 0 1 0 87.78H117.03A43.89 43.89 0 0 1 73.14 512m671.45 0a43.89 43.89 0 0 1 43.89-43.89h118.49a43.89 43.89 0 1 1 0 87.78H788.48A43.89 43.89 0 0 1 744.59 512M347.5 676.5a43.89 43.89 0 0 1 0 62.02l-83.75 83.83a43.89 43.89 0 1 1-62.1-62.1l83.83-83.68a43.89 43.89 0 0 1 62.02 0zm329 0a43.89 43.89 0 0 1 62.02 0l83.83 83.75a43.89 43.89 0 1 1-62.1 62.1l-83.68-83.83a43.89 43.89 0 0 1 0-62.02zM512 744.59a43.89 43.89 0 0 1 43.89 43.89v118.49a43.89 43.89 0 1 1-87.78 0V788.48A43.89 43.89 0 0 1 512 744.59"
        fill="currentColor"
      />
    </svg>
  );
}

/** NutUI's class for a button's colour and fill (`nut-button-primary-outline`), without a fill when none is named. */
function variantClass(type: NonNullable<ButtonProps['type']>, fill: ButtonProps['fill']): string {
  return `nut-button-${type}${fill ? `-${fill}` : ''}`;
}

/** NutUI's class names for a button with these props, as its Button component sets them. */
function nutButtonClassName({
  type = 'default',
  size = 'normal',
  fill,
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
  const variant = variantClass(type, fill);
  return [
    'nut-button',
    `nut-button-${type}`,
    type === 'primary' && !fill && 'nut-button-primary-solid',
    fill && `nut-button-${fill}`,
    fill && variant,
    `nut-button-${size}`,
    `nut-button-${shape}`,
    block && 'nut-button-block',
    unavailable && 'nut-button-disabled',
    unavailable && `${variant}-disabled`,
    loading && 'nut-button-loading',
    iconOnly && 'nut-button-icononly',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button with NutUI's look: its markup, class names and stylesheet, without its component code, which
 * with NutUI's shared configuration module was a request of its own on every screen that shows a button.
 * Like NutUI's, it ignores taps while disabled or loading but keeps the button focusable, and says
 * `aria-disabled` then, so assistive technology does not announce a working button.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    type = 'default',
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
  const textClass = [
    fill || unavailable ? `${variantClass(type, fill)}${unavailable ? '-disabled' : ''}` : '',
    icon || loading ? 'nut-button-text' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      aria-disabled={unavailable}
      {...rest}
      ref={ref}
      type={nativeType}
      className={nutButtonClassName({
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
      <span className="nut-button-wrap">
        {loading ? <LoadingIcon /> : icon}
        {hasText && <span className={textClass || undefined}>{children}</span>}
      </span>
    </button>
  );
});
