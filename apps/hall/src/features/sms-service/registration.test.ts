import { describe, expect, it } from 'vitest';
import { industryDiff, industryStateOf, readRegistration, splitList } from './registration.ts';

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
