import { filled, type Rule } from './validate.ts';

/** Agent login form (002 §5); field names as the login call sends them. */
export interface AgentLoginForm {
  workNo: string;
  passWord: string;
  /** 验证码 image code */
  code: string;
}

/**
 * 002 §5 names 账号不能为空 only for all three fields empty together; an empty work number alone has no
 * message of its own and is left to the server.
 */
export const agentLoginRules: readonly Rule<AgentLoginForm>[] = [
  {
    field: 'workNo',
    test: (workNo, form) => filled(workNo) || filled(form.passWord) || filled(form.code),
    message: '账号不能为空',
  },
  { field: 'passWord', test: filled, message: '密码不能为空' },
  { field: 'code', test: filled, message: '验证码不能为空' },
];
