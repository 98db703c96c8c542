import { ID_CARD_PATTERN, MOBILE_PATTERN } from '../patterns.ts';
import { filled, type Rule } from '../validate.ts';

/**
 * 过户 account transfer forms after the face verification (product.md › 过户; fields as transAcctSForm and
 * transAcctTForm send them). product.md › 过户 gives the number and service-password texts; the others are decided
 * in the same words.
 */
export interface TransferOwnerForm {
  mobilePhone: string;
  phonePassword: string;
  newOwnerName: string;
  newOwnerIdCard: string;
  /** Optional contact number of the current owner */
  sparePhone: string;
}

const optionalMobile = (phone: string) => phone.trim() === '' || MOBILE_PATTERN.test(phone.trim());

export const transferOwnerRules: readonly Rule<TransferOwnerForm>[] = [
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  { field: 'mobilePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '手机号格式错误' },
  { field: 'phonePassword', test: filled, message: '请输入服务密码' },
  { field: 'newOwnerName', test: filled, message: '请输入新机主姓名' },
  { field: 'newOwnerIdCard', test: filled, message: '请输入新机主身份证号' },
  { field: 'newOwnerIdCard', test: (id) => ID_CARD_PATTERN.test(id), message: '新机主身份证号格式错误' },
  { field: 'sparePhone', test: optionalMobile, message: '联系电话格式错误' },
];

/** The new owner's step: the number taken over, a contact number and the three pictures (transFlie ids). */
export interface TransferNewOwnerForm {
  mobilePhone: string;
  sparePhone: string;
  /** fileId of 身份证人像面 ID card front; '' until uploaded */
  idCardFront: string;
  /** fileId of 身份证国徽面 ID card back */
  idCardBack: string;
  /** fileId of the signed 过户协议 transfer agreement */
  agreement: string;
}

export const transferNewOwnerRules: readonly Rule<TransferNewOwnerForm>[] = [
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  { field: 'mobilePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '手机号格式错误' },
  { field: 'sparePhone', test: filled, message: '请输入联系电话' },
  { field: 'sparePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '联系电话格式错误' },
  { field: 'idCardFront', test: filled, message: '请上传身份证人像面' },
  { field: 'idCardBack', test: filled, message: '请上传身份证国徽面' },
  { field: 'agreement', test: filled, message: '请上传过户协议' },
];
