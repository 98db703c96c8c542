/** 会员 the member's first call, declared in lib/member-query.ts. */
export { memberQuery } from '../../lib/member-query.ts';
