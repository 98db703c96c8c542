import { MAX_LENGTH, MIN_LENGTH } from '../limits.ts';
import { normalise, type Rule } from '../validate.ts';

/** /addsite company search, named as NEW_QUERY_TITLE sends it (product.md › 发票). */
export interface CompanySearchForm {
  name: string;
}

/** An empty keyword is not an error: the screen reloads the user's own companies instead of searching. */
export const companySearchRules: readonly Rule<CompanySearchForm>[] = [
  {
    field: 'name',
    test: (name) =>
      name === '' || (name.length >= MIN_LENGTH.companyName && name.length <= MAX_LENGTH.companyName),
    message: '企业名称格式不正确(最少3位,最大100位);',
  },
];

/** Spaces are stripped from the keyword (product.md › 发票). */
export function normaliseCompanySearch(form: CompanySearchForm): CompanySearchForm {
  return normalise(form, ['name']);
}
