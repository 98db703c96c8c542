import { describe, expect, it } from 'vitest';
import { normaliseQuery, searchServices } from './search.ts';
import { SERVICES } from './service-catalogue.ts';
import table from './service-pinyin.gen.json';

const names = (query: string) => searchServices(query, SERVICES, table).map((service) => service.name);

describe('searchServices', () => {
  it.each([
    // Chinese names and everyday words
    ['号码充值', '号码充值'],
    ['充值', '号码充值'],
    ['话费', '号码充值'],
    ['发票', '电子发票'],
    ['流量', '套餐余量'],
    ['销户', '销户'],
    ['注销', '销户'],
    ['补卡', '补卡'],
    ['密码', '服务密码'],
    ['积分中心', '积分查询'],
    ['附近门店', '门店查询'],
    // Full pinyin, initials, and both mixed
    ['chongzhi', '号码充值'],
    ['cz', '号码充值'],
    ['hf', '号码充值'],
    ['huafei', '号码充值'],
    ['fapiao', '电子发票'],
    ['fp', '电子发票'],
    ['dzfp', '电子发票'],
    ['xiaohu', '销户'],
    ['bk', '补卡'],
    ['llb', '号码充值'],
    ['hmcz', '号码充值'],
    ['haomacz', '号码充值'],
    // Typed on a phone: capitals, full-width letters, spaces and an IME's apostrophes
    ['CZ', '号码充值'],
    ['ｃｚ', '号码充值'],
    ['hua fei', '号码充值'],
    ["hua'fei", '号码充值'],
    // A slip in the beginning of a word
    ['chongzi', '号码充值'],
    ['fapaio', '电子发票'],
    ['liulinag', '套餐余量'],
    ['mima', '服务密码'],
  ])('%s finds %s first', (query, first) => {
    expect(names(query)[0]).toBe(first);
  });

  it('ranks a whole word above a word only begun', () => {
    // 充值 is 号码充值's keyword in full and only the start of 充值记录's name.
    expect(names('cz').slice(0, 2)).toEqual(['号码充值', '充值记录']);
  });

  it('finds every service that has the word, in the hall’s order', () => {
    expect(names('话费')).toEqual(['号码充值', '本月账单', '历史账单', '余额查询']);
    expect(names('积分')).toEqual(['积分查询', '积分兑换', '我的积分', '积分明细']);
  });

  it('finds a word from a later syllable typed in full, not from initials in its middle', () => {
    expect(names('piao')).toContain('电子发票');
    // 吐槽专区 is tu cao zhuan qu: c and z begin its middle syllables, and cz is not it.
    expect(names('cz')).not.toContain('吐槽专区');
  });

  it.each([[''], ['   '], ['xyzzy'], ['天气'], ['q']])('finds nothing for %j', (query) => {
    // 'q' begins 其他服务 (qi) and 欠费: a single letter is still a beginning, so it does find.
    if (query === 'q') expect(names(query)).toContain('其他服务');
    else expect(names(query)).toEqual([]);
  });

  it('takes no slip in a word of two letters', () => {
    // fb is one letter off fp (发票), and means nothing itself.
    expect(names('fb')).toEqual([]);
  });

  it('ranks a word typed whole with a slip above a longer word it begins', () => {
    // liuliang with a swap is 流量 (套餐余量), and only the beginning of 流量包 (号码充值).
    expect(names('liulinag').slice(0, 2)).toEqual(['套餐余量', '号码充值']);
  });
});

describe('normaliseQuery', () => {
  it.each([
    ['ＣＨＯＮＧ ＺＨＩ', 'chongzhi'],
    ["xi'an", 'xian'],
    ['lü', 'lv'],
    [' 话费 ', '话费'],
  ])('%j → %j', (raw, normal) => {
    expect(normaliseQuery(raw)).toBe(normal);
  });
});
