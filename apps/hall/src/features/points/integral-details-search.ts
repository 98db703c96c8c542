/**
 * The address of /integralDetails keeps its tab (`tab=rule` for 积分规则) and detail type (`type` 0/1/2),
 * so a reload, a shared link or 我的积分's 积分规则 row opens the same view.
 */
export const TAB_PARAM = 'tab';
export const TYPE_PARAM = 'type';
export type DetailsTab = 'detail' | 'rule';
export const RULE_TAB_SEARCH = `${TAB_PARAM}=rule`;

export const DETAILS_TABS: readonly { value: DetailsTab; label: string }[] = [
  { value: 'detail', label: '积分明细' },
  { value: 'rule', label: '积分规则' },
];

export function readDetailsTab(search: URLSearchParams): DetailsTab {
  return search.get(TAB_PARAM) === 'rule' ? 'rule' : 'detail';
}
