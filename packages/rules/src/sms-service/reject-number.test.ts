import { describe } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import {
  type RejectNumberForm,
  rejectNumberAddRules,
  rejectNumberLimitRules,
  rejectNumberSubmitRules,
} from './reject-number.ts';

const base: RejectNumberForm = {
  entry: '',
  addList: [],
  delList: [],
  rejected: ['95588', '106912345678'],
  serviceKind: 8,
};
const numbers = (count: number, start = 10690000000) =>
  Array.from({ length: count }, (_, index) => String(start + index));

describe('rejectNumberAddRules (product.md › 短信防打扰, in order)', () => {
  itGivesMessages(rejectNumberAddRules, base, [
    ['an empty entry', { entry: '' }, '手机号不能为空'],
    ['only spaces', { entry: '   ' }, '手机号不能为空'],
    ['an 11-digit mobile number, serviceKind 8', { entry: '13912345678' }, '您的号码不可拒收11位的手机号码'],
    ['an 11-digit mobile number, serviceKind 7', { entry: '13912345678', serviceKind: 7 }, null],
    ['11 digits that are not a mobile number', { entry: '10690000111' }, null],
    ['a service number', { entry: '10086' }, null],
    [
      'a number already in the add list',
      { entry: '10086', addList: ['10086'] },
      '已增加此号码，请重新添加号码！',
    ],
    ['a number already rejected', { entry: '95588' }, '添加的号码已拒收！！！'],
    ['the 11th number', { entry: '10086', addList: numbers(10) }, '单次最多拒收10个号码！！'],
    ['the 10th number', { entry: '10086', addList: numbers(9) }, null],
    [
      'a mobile number that is also queued: the mobile rule comes first',
      { entry: '13912345678', addList: ['13912345678'] },
      '您的号码不可拒收11位的手机号码',
    ],
    [
      'a queued number that is also rejected: the queue rule comes first',
      { entry: '95588', addList: ['95588'] },
      '已增加此号码，请重新添加号码！',
    ],
  ]);
});

describe('rejectNumberSubmitRules (product.md › 短信防打扰, in order)', () => {
  itGivesMessages(rejectNumberSubmitRules, base, [
    ['both lists empty', {}, '号码不能为空！！'],
    ['one number added', { addList: ['10086'] }, null],
    ['one number deleted', { delList: ['95588'] }, null],
    ['10 added and 10 deleted', { addList: numbers(10), delList: numbers(10, 10700000000) }, null],
    ['11 added', { addList: numbers(11) }, '单次最多拒收10个号码！！'],
    ['11 deleted', { delList: numbers(11) }, '单次最多删除10个号码！！'],
    ['11 added and 11 deleted', { addList: numbers(11), delList: numbers(11) }, '单次最多拒收10个号码！！'],
  ]);
});

describe('rejectNumberLimitRules', () => {
  itGivesMessages(rejectNumberLimitRules, base, [
    ['both lists empty (industries change instead)', {}, null],
    ['11 added', { addList: numbers(11) }, '单次最多拒收10个号码！！'],
    ['11 deleted', { delList: numbers(11) }, '单次最多删除10个号码！！'],
  ]);
});
