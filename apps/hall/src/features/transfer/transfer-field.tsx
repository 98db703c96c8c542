import { LabelledEntry, type LabelledEntryProps } from '../../lib/form/labelled-entry.tsx';
import { PhoneField } from '../../lib/form/phone-field.tsx';

export interface TransferFieldProps extends Omit<LabelledEntryProps, 'block' | 'after' | 'type'> {
  type?: 'text' | 'tel' | 'password';
}

/** One labelled entry of the transfer forms. */
export function TransferField(field: TransferFieldProps) {
  return <LabelledEntry block="transfer-field" {...field} />;
}

/** A phone number entry of the transfer forms, drawn as their other entries. */
export function TransferPhoneField({
  placeholder = '',
  ...field
}: Pick<TransferFieldProps, 'label' | 'value' | 'onChange' | 'placeholder'>) {
  // 联系电话（选填） names no placeholder: it stays empty rather than showing the hall's 请输入手机号.
  return <PhoneField frame={TransferField} placeholder={placeholder} {...field} />;
}
