import { filled, normalise, type Rule } from '../validate.ts';

/** relieveNot: unbind by ID number and name, named as RELIEVE_BINDING type 2 sends them (product.md › 号码绑定). */
export interface UnbindByIdForm {
  idCard: string;
  name: string;
}

export const unbindByIdRules: readonly Rule<UnbindByIdForm>[] = [
  { field: 'idCard', test: filled, message: '身份证号必填' },
  { field: 'name', test: filled, message: '姓名必填' },
];

/** Spaces are stripped (product.md › 号码绑定). */
export function normaliseUnbindById(form: UnbindByIdForm): UnbindByIdForm {
  return normalise(form, ['idCard', 'name']);
}
