import { type ReactNode, useId } from 'react';
import { EntryInput, type EntryInputProps } from './entry-input.tsx';

export interface LabelledEntryProps extends Omit<EntryInputProps, 'id' | 'className'> {
  /** Names the classes a form draws it with: `<block>`, `<block>__label`, `<block>__input`. */
  block: string;
  label: string;
  /**
   * When given (null too), the entry and what follows it (a button) sit in `<block>__control`, drawn as
   * one row.
   */
  after?: ReactNode;
}

/**
 * One labelled entry of a form that draws its fields its own way (the older invoice form, the transfer
 * forms): the label names the entry, and the entry is the hall's (EntryInput).
 */
export function LabelledEntry({ block, label, after, ...input }: LabelledEntryProps) {
  const id = useId();
  const entry = <EntryInput id={id} className={`${block}__input`} {...input} />;
  return (
    <div className={block}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
      </label>
      {after === undefined ? (
        entry
      ) : (
        <div className={`${block}__control`}>
          {entry}
          {after}
        </div>
      )}
    </div>
  );
}
