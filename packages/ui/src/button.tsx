import { Button as NutButton } from '@nutui/nutui-react';
import { type ComponentProps, forwardRef } from 'react';

export type ButtonProps = ComponentProps<typeof NutButton>;

/**
 * NutUI's Button, which ignores taps while disabled or loading but never sets the native `disabled`
 * attribute: assistive technology would announce a working button. This one says `aria-disabled` then.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const unavailable = Boolean(props.disabled) || Boolean(props.loading);
  return <NutButton aria-disabled={unavailable} {...props} ref={ref} />;
});
