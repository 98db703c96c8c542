import { describe, expect, it } from 'vitest';
import {
  industryDiff,
  industryStateOf,
  isOwnNumber,
  numbersOnSubmit,
  readRegistration,
  rejectedNumbers,
  splitList,
} from './registration.ts';

const industries = [
  { name: '房产', code: '01' },
  { name: '教育培训', code: '02' },
  { name: '金融理财', code: '03' },
  { name: '保险', code: '04' },
];

describe('industryStateOf', () => {
  it.each([
    ['01', ['01'], ['01'], 'unchanged'],
    ['02', [], ['02'], 'checked'],
    ['03', ['03'], [], 'cancel'],
    ['04', [], [], 'nochange'],
  ])('%s registered %o ticked %o → %s', (code, registered, ticked, state) => {
    expect(industryStateOf(code, registered, ticked)).toBe(state);
  });
});

describe('industryDiff: what CHANGESMS sends', () => {
  it.each<[string, string[], string[], { addType: string; delType: string }]>([
    ['nothing touched', ['01', '03'], ['01', '03'], { addType: '', delType: '' }],
    ['one ticked', ['01'], ['01', '02'], { addType: '02', delType: '' }],
    ['one unticked', ['01', '03'], ['01'], { addType: '', delType: '03' }],
    ['ticked and unticked', ['01', '03'], ['04', '01', '02'], { addType: '02,04', delType: '03' }],
    ['all cleared', ['01', '02'], [], { addType: '', delType: '01,02' }],
    ['ticked back after unticking', ['03'], ['03'], { addType: '', delType: '' }],
    ['an unknown code is ignored', [], ['99'], { addType: '', delType: '' }],
  ])('%s', (_label, registered, ticked, expected) => {
    expect(industryDiff(industries, registered, ticked)).toEqual(expected);
  });
});

describe('readRegistration', () => {
  it('splits the comma lists and keeps pending rows with something in them', () => {
    const read = readRegistration({
      list: industries,
      serviceKind: 8,
      success: { registerType: '01,03', registerNums: '106912345678, 95588,' },
      NumProcessing: [{ pickType: 'add', registerNums: '10690000111', RegisterType: '' }],
      TypeProcessing: [
        { pickType: 'delete', registerNums: '', RegisterType: '03' },
        { pickType: 'add', registerNums: '', RegisterType: '' },
      ],
    });
    expect(read.registeredTypes).toEqual(['01', '03']);
    expect(read.registeredNums).toEqual(['106912345678', '95588']);
    expect(read.pendingNums).toEqual([{ pickType: 'add', items: ['10690000111'] }]);
    expect(read.pendingTypes).toEqual([{ pickType: 'delete', items: ['03'] }]);
    expect(read.serviceKind).toBe(8);
  });

  it('reads a missing answer as nothing registered', () => {
    expect(readRegistration(undefined)).toEqual({
      industries: [],
      serviceKind: 0,
      registeredTypes: [],
      registeredNums: [],
      pendingTypes: [],
      pendingNums: [],
    });
    expect(splitList(null)).toEqual([]);
  });
});

describe('rejectedNumbers: what 添加的号码已拒收！！！ is about', () => {
  it.each<[string, string[], { pickType: 'add' | 'delete'; items: string[] }[], string[]]>([
    ['in force, nothing pending', ['95588', '10086'], [], ['95588', '10086']],
    [
      'a pending add counts',
      ['95588'],
      [{ pickType: 'add', items: ['10690000111'] }],
      ['95588', '10690000111'],
    ],
    ['a pending delete does not', ['95588', '10086'], [{ pickType: 'delete', items: ['95588'] }], ['10086']],
    [
      'both kinds',
      ['95588'],
      [
        { pickType: 'delete', items: ['95588'] },
        { pickType: 'add', items: ['95599'] },
      ],
      ['95599'],
    ],
  ])('%s', (_label, registeredNums, pendingNums, expected) => {
    expect(rejectedNumbers({ registeredNums, pendingNums })).toEqual(expected);
  });
});

describe('numbersOnSubmit: what is sent is what is listed', () => {
  const form = { entry: '', addList: ['10086'], delList: [], rejected: ['95588'], serviceKind: 8 };
  const queued = (count: number) => Array.from({ length: count }, (_, index) => String(10690000 + index));
  it.each<[string, Partial<typeof form>, ReturnType<typeof numbersOnSubmit>]>([
    ['nothing typed: the list goes out', {}, { kind: 'send', addList: ['10086'] }],
    [
      'a typed service number is listed first, not sent unseen',
      { entry: ' 95599 ' },
      { kind: 'listed', addList: ['10086', '95599'] },
    ],
    [
      'a typed mobile number is refused',
      { entry: '13912345678' },
      { kind: 'refused', failure: '您的号码不可拒收11位的手机号码' },
    ],
    [
      'a typed duplicate is refused',
      { entry: '10086' },
      { kind: 'refused', failure: '已增加此号码，请重新添加号码！' },
    ],
    [
      'a typed rejected number is refused',
      { entry: '95588' },
      { kind: 'refused', failure: '添加的号码已拒收！！！' },
    ],
    [
      'an 11th number is refused',
      { entry: '95599', addList: queued(10) },
      { kind: 'refused', failure: '单次最多拒收10个号码！！' },
    ],
    [
      'a refused 11th left typed, once a number is removed, is listed rather than sent',
      { entry: '10690010', addList: queued(9) },
      { kind: 'listed', addList: [...queued(9), '10690010'] },
    ],
  ])('%s', (_label, change, expected) => {
    expect(numbersOnSubmit({ ...form, ...change })).toEqual(expected);
  });
});

describe('isOwnNumber: /NoteRegister/:phone acts on the bound number only', () => {
  it.each<[string | undefined, string, boolean]>([
    ['17088886666', '17088886666', true],
    ['17088886667', '17088886666', false],
    ['1708888666', '17088886666', false],
    [undefined, '17088886666', false],
    ['17088886666', '', false],
  ])('%s with bound %s → %s', (route, bound, expected) => {
    expect(isOwnNumber(route, bound)).toBe(expected);
  });
});
