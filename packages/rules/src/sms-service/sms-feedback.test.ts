import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { FEEDBACK_TYPES, type FeedbackForm, feedbackRules } from './sms-feedback.ts';

describe('feedbackRules', () => {
  it.each<[string, FeedbackForm, string | null]>([
    ['nothing chosen or typed', { appeal_type: '', appeal_note: '' }, '请选择反馈类型'],
    ['a type without a note', { appeal_type: '功能', appeal_note: '' }, '请填写反馈内容'],
    ['a note of spaces', { appeal_type: '功能', appeal_note: '   ' }, '请填写反馈内容'],
    ['a note without a type', { appeal_type: '', appeal_note: '拦截不准' }, '请选择反馈类型'],
    ['100 characters', { appeal_type: '其他', appeal_note: '字'.repeat(100) }, null],
    ['101 characters', { appeal_type: '其他', appeal_note: '字'.repeat(101) }, '反馈内容最多100个字'],
  ])('%s', (_label, form, expected) => {
    expect(validate(feedbackRules, form)?.message ?? null).toBe(expected);
  });

  it('offers the six types of product.md › 短信防打扰 in order', () => {
    expect(FEEDBACK_TYPES).toEqual(['账号', '功能', '注册', '服务建议', '界面显示异常', '其他']);
  });
});
