import { MOBILE_PATTERN } from '../patterns.ts';
import type { Rule } from '../validate.ts';

/**
 * 拒收号码 the RejectNumber page's state when a number is added to the list or the lists are sent
 * (product.md › 短信防打扰). `entry` is the number being typed; `addList` the numbers queued for rejection, `delList` the
 * rejected numbers ticked for deletion, `rejected` those already rejected (or being processed).
 */
export interface RejectNumberForm {
  entry: string;
  addList: readonly string[];
  delList: readonly string[];
  rejected: readonly string[];
  /** 7 may reject 11-digit mobile numbers; 8 may not. */
  serviceKind: number;
}

/** product.md › 短信防打扰: at most 10 numbers added and 10 deleted per submit. */
export const MAX_NUMBERS_PER_SUBMIT = 10;

/** The serviceKind whose members may reject 11-digit mobile numbers. */
export const MOBILE_REJECT_SERVICE_KIND = 7;

/** Longest number that can be typed: service numbers such as 1069… run past 11 digits. */
export const MAX_REJECT_NUMBER_LENGTH = 20;

const entryFilled: Rule<RejectNumberForm> = {
  field: 'entry',
  test: (entry) => entry.trim() !== '',
  message: '手机号不能为空',
};
const notMobile: Rule<RejectNumberForm> = {
  field: 'entry',
  test: (entry, form) => form.serviceKind === MOBILE_REJECT_SERVICE_KIND || !MOBILE_PATTERN.test(entry),
  message: '您的号码不可拒收11位的手机号码',
};
const notQueued: Rule<RejectNumberForm> = {
  field: 'entry',
  test: (entry, form) => !form.addList.includes(entry),
  message: '已增加此号码，请重新添加号码！',
};
const notRejected: Rule<RejectNumberForm> = {
  field: 'entry',
  test: (entry, form) => !form.rejected.includes(entry),
  message: '添加的号码已拒收！！！',
};
const addLimit = (extra: number): Rule<RejectNumberForm> => ({
  field: 'addList',
  test: (_value, form) => form.addList.length + extra <= MAX_NUMBERS_PER_SUBMIT,
  message: '单次最多拒收10个号码！！',
});
const deleteLimit: Rule<RejectNumberForm> = {
  field: 'delList',
  test: (_value, form) => form.delList.length <= MAX_NUMBERS_PER_SUBMIT,
  message: '单次最多删除10个号码！！',
};
const somethingToSend: Rule<RejectNumberForm> = {
  field: 'addList',
  test: (_value, form) => form.addList.length > 0 || form.delList.length > 0,
  message: '号码不能为空！！',
};

/** Adding the typed number to the list, in the spec's order; the 11th number is refused as it is added. */
export const rejectNumberAddRules: readonly Rule<RejectNumberForm>[] = [
  entryFilled,
  notMobile,
  notQueued,
  notRejected,
  addLimit(1),
];

/** The per-submit limits alone: a submit that also changes industries may send no number. */
export const rejectNumberLimitRules: readonly Rule<RejectNumberForm>[] = [addLimit(0), deleteLimit];

/** Sending the lists (CHANGESMS), in the spec's order. */
export const rejectNumberSubmitRules: readonly Rule<RejectNumberForm>[] = [
  ...rejectNumberLimitRules,
  somethingToSend,
];
