import { filled, type Rule } from '../validate.ts';

/** 开卡记录查询 SIM-opening record query, named as CHECK_OPEN_PHONE_WORK sends them (product.md › 开卡记录查询). */
export interface SimRecordQueryForm {
  customerName: string;
  identityCode: string;
}

export const simRecordQueryRules: readonly Rule<SimRecordQueryForm>[] = [
  { field: 'customerName', test: filled, message: '请输入您的姓名' },
  { field: 'identityCode', test: filled, message: '请输入身份证号' },
];
