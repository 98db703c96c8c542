import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** Fields of the 人脸核验 face-verification start forms, named as the start calls send them (product.md › 人脸核验). */
export interface FaceAuthForm {
  /** 身份证号后六位 ID last six digits */
  idCardNumber: string;
  name: string;
  /** 证件信息 ID number */
  idCard: string;
  mobilePhone: string;
  /** 服务密码 service password */
  servicePassword: string;
}

/** The action a face verification is started for. */
export type FaceAuthAction =
  | 'cardQuery'
  | 'callDivert'
  | 'accountBind'
  | 'closeAccount'
  | 'setPassword'
  | 'changeCard'
  | 'transfer'
  | 'realName';

const idSuffix: Rule<FaceAuthForm> = { field: 'idCardNumber', test: filled, message: '请输入身份证号后六位' };
const name: Rule<FaceAuthForm> = { field: 'name', test: filled, message: '请输入您的姓名' };
const idCard: Rule<FaceAuthForm> = { field: 'idCard', test: filled, message: '请输入您证件信息' };
const mobileRequired: Rule<FaceAuthForm> = { field: 'mobilePhone', test: filled, message: '请输入手机号' };
const mobileFormat: Rule<FaceAuthForm> = {
  field: 'mobilePhone',
  test: (mobilePhone) => MOBILE_PATTERN.test(mobilePhone),
  message: '手机号格式错误',
};
const servicePassword: Rule<FaceAuthForm> = {
  field: 'servicePassword',
  test: filled,
  message: '请输入服务密码',
};

/** Required fields per action (product.md › 人脸核验). */
export const faceAuthRules: Readonly<Record<FaceAuthAction, readonly Rule<FaceAuthForm>[]>> = {
  /** 卡号查询 card lookup */
  cardQuery: [idSuffix, name],
  /** 呼转 call divert */
  callDivert: [idSuffix, name],
  /** 号码绑定 account bind */
  accountBind: [idCard, name, mobileRequired, mobileFormat],
  /** 销户 close account */
  closeAccount: [idCard, name, mobileRequired, mobileFormat],
  /** 设置服务密码 set password (forgot the old one) */
  setPassword: [idCard, name, mobileRequired, mobileFormat],
  /** 补卡 change card */
  changeCard: [idCard, name],
  /** 过户 transfers */
  transfer: [idCard, name],
  /** 实名 real name */
  realName: [mobileRequired, mobileFormat, servicePassword],
};

/** Spaces are stripped from these inputs (product.md › 人脸核验). */
export function normaliseFaceAuth(form: FaceAuthForm): FaceAuthForm {
  return normalise(form, ['idCardNumber', 'name', 'idCard', 'mobilePhone', 'servicePassword']);
}
