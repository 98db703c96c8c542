import type { ReactNode } from 'react';
import { LabelledEntry, type LabelledEntryProps } from '../../lib/form/labelled-entry.tsx';

export interface LegacyFieldProps extends Omit<LabelledEntryProps, 'block' | 'after' | 'type'> {
  type?: 'text' | 'tel' | 'email';
  action?: ReactNode;
}

/** One labelled entry of the older invoice form, with its action (获取验证码) in the same row. */
export function LegacyField({ action = null, ...field }: LegacyFieldProps) {
  return <LabelledEntry block="legacy-field" after={action} {...field} />;
}
