import { filled, type Rule } from '../validate.ts';

/** 吐槽专区 comment box, named as sub_content sends it; replies are not validated (product.md › 吐槽专区). */
export interface CommentForm {
  content: string;
}

export const commentRules: readonly Rule<CommentForm>[] = [
  { field: 'content', test: filled, message: '请输入内容' },
];
