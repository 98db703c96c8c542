import { describe, expect, it } from 'vitest';
import {
  balanceSlices,
  billSlices,
  chartSummary,
  FALLBACK_COLORS,
  formatShare,
  pieOption,
} from './chart-options.ts';

describe('billSlices', () => {
  it('follows the legend and its colours, and works out each share', () => {
    const slices = billSlices({
      legend: ['套餐费', '流量费', '语音费', '短信费'],
      color: ['#4e7cff', '#36cfc9', '#ffc53d', '#ff7a45'],
      chart: [
        { name: '流量费', value: 5 },
        { name: '套餐费', value: 19 },
        { name: '短信费', value: 0.3 },
        { name: '语音费', value: 2.2 },
      ],
    });
    expect(slices.map(({ name, value, color }) => [name, value, color])).toEqual([
      ['套餐费', 19, '#4e7cff'],
      ['流量费', 5, '#36cfc9'],
      ['语音费', 2.2, '#ffc53d'],
      ['短信费', 0.3, '#ff7a45'],
    ]);
    expect(slices.map((slice) => formatShare(slice.share ?? Number.NaN))).toEqual([
      '71.7%',
      '18.9%',
      '8.3%',
      '1.1%',
    ]);
  });

  it.each([
    [
      'a legend name without a value is left out, its colour stays with its entry',
      {
        legend: ['套餐费', '流量费', '语音费'],
        color: ['#111111', '#222222', '#333333'],
        chart: [{ name: '语音费', value: 2 }],
      },
      [['语音费', 2, '#333333']],
    ],
    [
      'a value missing from the legend comes after the legend, in a fallback colour',
      {
        legend: ['套餐费'],
        color: ['#111111'],
        chart: [
          { name: '套餐费', value: 19 },
          { name: '国际漫游费', value: 6 },
        ],
      },
      [
        ['套餐费', 19, '#111111'],
        ['国际漫游费', 6, FALLBACK_COLORS[1]],
      ],
    ],
    [
      'without a legend the chart order is kept',
      {
        legend: [],
        color: [],
        chart: [
          { name: 'B', value: 1 },
          { name: 'A', value: 2 },
        ],
      },
      [
        ['B', 1, FALLBACK_COLORS[0]],
        ['A', 2, FALLBACK_COLORS[1]],
      ],
    ],
    [
      'a colour that is not a plain CSS colour is replaced',
      {
        legend: ['套餐费', '流量费'],
        color: ['red;background:url(x)', 'rgb(10, 20, 30)'],
        chart: [
          { name: '套餐费', value: 1 },
          { name: '流量费', value: 1 },
        ],
      },
      [
        ['套餐费', 1, FALLBACK_COLORS[0]],
        ['流量费', 1, 'rgb(10, 20, 30)'],
      ],
    ],
    [
      'a name repeated in the legend or the chart is listed once, with its first value',
      {
        legend: ['套餐费', '套餐费'],
        color: ['#111111', '#222222'],
        chart: [
          { name: '套餐费', value: 19 },
          { name: '套餐费', value: 7 },
        ],
      },
      [['套餐费', 19, '#111111']],
    ],
    ['an empty bill has no parts', { legend: [], color: [], chart: [] }, []],
  ])('%s', (_case, bill, expected) => {
    expect(billSlices(bill).map(({ name, value, color }) => [name, value, color])).toEqual(expected);
  });

  it('gives no share to a refund and none at all when nothing is positive', () => {
    const mixed = billSlices({
      legend: ['套餐费', '退费'],
      color: [],
      chart: [
        { name: '套餐费', value: 10 },
        { name: '退费', value: -2 },
      ],
    });
    expect(mixed.map((slice) => slice.share)).toEqual([100, null]);

    const zero = billSlices({ legend: ['套餐费'], color: [], chart: [{ name: '套餐费', value: 0 }] });
    expect(zero.map((slice) => slice.share)).toEqual([null]);
  });
});

describe('balanceSlices', () => {
  it.each([
    [
      'pairs names, values and colours by position',
      { data: ['通用余额', '专用余额'], dataVal: [48.5, 20], color: ['#4e7cff', '#ffc53d'] },
      [
        ['通用余额', 48.5, '#4e7cff', 70.8],
        ['专用余额', 20, '#ffc53d', 29.2],
      ],
    ],
    [
      'a name without a value is left out; a missing colour falls back',
      { data: ['通用余额', '专用余额', '赠送余额'], dataVal: [30, 10], color: ['#4e7cff'] },
      [
        ['通用余额', 30, '#4e7cff', 75],
        ['专用余额', 10, FALLBACK_COLORS[1], 25],
      ],
    ],
    ['no parts', { data: [], dataVal: [], color: [] }, []],
  ])('%s', (_case, balance, expected) => {
    expect(
      balanceSlices(balance).map(({ name, value, color, share }) => [
        name,
        value,
        color,
        share === null ? null : Math.round(share * 10) / 10,
      ]),
    ).toEqual(expected);
  });
});

describe('formatShare', () => {
  it.each([
    [71.698, '71.7%'],
    [100, '100.0%'],
    [0.04, '0.0%'],
    [33.35, '33.4%'],
  ])('%s → %s', (share, text) => {
    expect(formatShare(share)).toBe(text);
  });
});

describe('chartSummary', () => {
  it('reads each part with its yuan after the caption', () => {
    const slices = billSlices({
      legend: ['套餐费', '流量费'],
      color: [],
      chart: [
        { name: '套餐费', value: 19 },
        { name: '流量费', value: 5.5 },
      ],
    });
    expect(chartSummary('费用构成', slices)).toBe('费用构成：套餐费19.00元，流量费5.50元');
  });
});

describe('pieOption', () => {
  const slices = billSlices({
    legend: ['套餐费', '流量费', '退费'],
    color: ['#4e7cff', '#36cfc9', '#ffc53d'],
    chart: [
      { name: '套餐费', value: 19 },
      { name: '流量费', value: 5 },
      { name: '退费', value: -1 },
    ],
  });

  it.each([
    ['ring', ['58%', '84%']],
    ['pie', ['0%', '84%']],
  ] as const)('draws a %s of the positive parts in their colours', (shape, radius) => {
    const option = pieOption(slices, shape);
    const series = Array.isArray(option.series) ? option.series[0] : option.series;
    expect(series).toMatchObject({ type: 'pie', radius, label: { show: false } });
    expect(series?.data).toEqual([
      { name: '套餐费', value: 19, itemStyle: { color: '#4e7cff' } },
      { name: '流量费', value: 5, itemStyle: { color: '#36cfc9' } },
    ]);
  });
});
