import { describe, expect, it } from 'vitest';
import { type AnswerShape, fitsAnswer } from './answer-shape.ts';

/** A member answer as PERSONAL_DATA's contract gives it, trimmed to what is checked. */
const member: AnswerShape = {
  type: 'object',
  fields: {
    memberInfo: { type: 'object', required: ['memberName', 'bindStatus'] },
    mobilePhoneInfo: {
      type: 'object',
      fields: { pointInfo: { type: 'object', required: ['currentPoints'] } },
      required: ['mobilePhone', 'pointInfo'],
    },
    list: { type: 'list', items: { type: 'object', required: ['id'] } },
    note: { type: 'value', scalar: true, nullable: true },
  },
  required: ['memberInfo'],
};

const bound = {
  memberInfo: { memberName: '蓝猫用户', bindStatus: 1 },
  mobilePhoneInfo: { mobilePhone: '17088886666', pointInfo: { currentPoints: 1260 } },
};

describe('fitsAnswer', () => {
  it.each([
    ['a bound member', bound],
    ['an unbound member (no optional object)', { memberInfo: { memberName: 'a', bindStatus: 0 } }],
    ['numbers sent as text', { memberInfo: { memberName: 'a', bindStatus: '0' } }],
    ['an empty list', { ...bound, list: [] }],
    ['a list of items', { ...bound, list: [{ id: 1 }, { id: 2 }] }],
    ['a nullable field null', { ...bound, note: null }],
  ])('reads %s', (_case, data) => {
    expect(fitsAnswer(structuredClone(data), member)).toBe(true);
  });

  it.each([
    ['null', null],
    ['absent', undefined],
    ['{}', {}],
    ['a list in place of the object', [bound]],
    ['text in place of the object', 'ok'],
    ['a required object null', { memberInfo: null }],
    ['a required field of a nested object missing', { memberInfo: { memberName: 'a' } }],
    ['a required field null', { memberInfo: { memberName: null, bindStatus: 1 } }],
    ['an optional object of another kind', { ...bound, mobilePhoneInfo: 'none' }],
    ['an optional object without its required fields', { ...bound, mobilePhoneInfo: {} }],
    ['a list that is not a list', { ...bound, list: { 0: { id: 1 } } }],
    ['a list with an unreadable item', { ...bound, list: [{ id: 1 }, null] }],
    ['a list item without its required field', { ...bound, list: [{}] }],
    ['an object where a scalar is', { ...bound, note: { text: 'x' } }],
  ])('refuses %s', (_case, data) => {
    expect(fitsAnswer(structuredClone(data), member)).toBe(false);
  });

  it('removes an optional field that is null where null is not allowed, so readers meet it absent', () => {
    const data = { ...structuredClone(bound), mobilePhoneInfo: null, list: null, extra: null, note: null };
    expect(fitsAnswer(data, member)).toBe(true);
    expect(data).toEqual({ memberInfo: bound.memberInfo, note: null });
  });

  it('takes any alternative of an either', () => {
    const either: AnswerShape = {
      type: 'either',
      of: [
        { type: 'object', required: ['list'], fields: { list: { type: 'list', items: { type: 'value' } } } },
        { type: 'list', items: { type: 'value' } },
      ],
    };
    expect(fitsAnswer({ list: [] }, either)).toBe(true);
    expect(fitsAnswer([], either)).toBe(true);
    expect(fitsAnswer({}, either)).toBe(false);
    expect(fitsAnswer({ list: 'x' }, either)).toBe(false);
  });
});
