import { filled, type Rule } from '../validate.ts';

/** 意见反馈 types of the SMS do-not-disturb service (product.md › 短信防打扰), sent as their labels. */
export const FEEDBACK_TYPES = ['账号', '功能', '注册', '服务建议', '界面显示异常', '其他'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** /CustomerService, named as INSERTUSERAPPEAL sends it (product.md › 短信防打扰). */
export interface FeedbackForm {
  appeal_type: FeedbackType | '';
  appeal_note: string;
}

/** product.md › 短信防打扰: at most 100 characters, shown with a counter. */
export const FEEDBACK_MAX_LENGTH = 100;

/**
 * The spec names the limit but no message for this form; these two messages are ours, worded like the
 * hall's other required-field prompts. The length is held by the input itself, so no message is needed.
 */
export const feedbackRules: readonly Rule<FeedbackForm>[] = [
  { field: 'appeal_type', test: filled, message: '请选择反馈类型' },
  { field: 'appeal_note', test: filled, message: '请填写反馈内容' },
  {
    field: 'appeal_note',
    test: (note) => note.trim().length <= FEEDBACK_MAX_LENGTH,
    message: '反馈内容最多100个字',
  },
];
