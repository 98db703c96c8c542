import { describe } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type AgentLoginForm, agentLoginRules } from './agent-login.ts';

const valid: AgentLoginForm = { workNo: 'LM360021', passWord: 'secret', code: '4827' };

describe('agentLoginRules', () => {
  itGivesMessages(agentLoginRules, valid, [
    ['all filled', {}, null],
    ['all three empty', { workNo: '', passWord: '', code: '' }, '账号不能为空'],
    ['password empty', { passWord: '' }, '密码不能为空'],
    ['work number and password empty', { workNo: '', passWord: '' }, '账号不能为空'],
    ['code empty', { code: '' }, '验证码不能为空'],
    ['password and code empty', { passWord: '', code: '' }, '密码不能为空'],
    ['work number alone empty', { workNo: '' }, '账号不能为空'],
    ['work number of spaces', { workNo: '   ' }, '账号不能为空'],
  ]);
});
