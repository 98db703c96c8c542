import type { SimRecordQueryForm } from '@bluecat/rules/opening-records/sim-record-query';
import { describe, expect, it } from 'vitest';
import { normaliseQuery } from './query-form.ts';

describe('normaliseQuery', () => {
  it.each<[string, SimRecordQueryForm, SimRecordQueryForm]>([
    [
      'unchanged',
      { customerName: '张伟', identityCode: '36010219900315123X' },
      { customerName: '张伟', identityCode: '36010219900315123X' },
    ],
    [
      'spaces around the name, inside the ID, lower-case x',
      { customerName: ' 张伟 ', identityCode: '360102 19900315 123x' },
      { customerName: '张伟', identityCode: '36010219900315123X' },
    ],
    [
      'a Latin name keeps its inner space',
      { customerName: ' Li Wei ', identityCode: '360102199003151234' },
      { customerName: 'Li Wei', identityCode: '360102199003151234' },
    ],
    ['blank stays blank', { customerName: '   ', identityCode: ' ' }, { customerName: '', identityCode: '' }],
  ])('%s', (_label, form, expected) => {
    expect(normaliseQuery(form)).toEqual(expected);
  });
});
