import { filled, type Rule } from '../validate.ts';

/** /complain, named as COMPLAINT sends it (product.md › 其他服务). */
export interface ComplaintForm {
  content: string;
}

export const complaintRules: readonly Rule<ComplaintForm>[] = [
  { field: 'content', test: filled, message: '请填写内容' },
];
