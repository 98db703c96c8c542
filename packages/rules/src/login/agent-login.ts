import { filled, type Rule } from '../validate.ts';

/** Agent login form (product.md › 代理商登录); field names as the login call sends them. */
export interface AgentLoginForm {
  workNo: string;
  passWord: string;
  /** 验证码 image code */
  code: string;
}

/**
 * product.md › 代理商登录 shows 账号不能为空 when the form is sent empty. An empty work number with the other fields filled
 * gets the same message rather than a server round trip with no account to check.
 */
export const agentLoginRules: readonly Rule<AgentLoginForm>[] = [
  {
    field: 'workNo',
    test: filled,
    message: '账号不能为空',
  },
  { field: 'passWord', test: filled, message: '密码不能为空' },
  { field: 'code', test: filled, message: '验证码不能为空' },
];
