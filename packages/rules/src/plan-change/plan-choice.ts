import { filled, type Rule } from '../validate.ts';

/** /ChoosePackage: the chosen plan's productId, '' until one is picked (product.md › 变更套餐). */
export interface PlanChoiceForm {
  productId: string;
}

export const planChoiceRules: readonly Rule<PlanChoiceForm>[] = [
  { field: 'productId', test: filled, message: '请选择流量套餐' },
];
