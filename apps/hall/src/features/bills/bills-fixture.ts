import type { CallData } from '@bluecat/api/gateway';
import type { Balance, Bill } from './chart-options.ts';

/** The contract's examples of the bills calls (openapi/paths/wechat/bills.yaml), for the screen tests. */
export const currentBill: Bill = {
  amount: 26.5,
  date: '2024-05',
  color: ['#4e7cff', '#36cfc9', '#ffc53d', '#ff7a45'],
  title: '您好，您本月截至目前的账单为',
  detailTitle: '费用明细',
  legend: ['套餐费', '流量费', '语音费', '短信费'],
  chart: [
    { name: '套餐费', value: 19 },
    { name: '流量费', value: 5 },
    { name: '语音费', value: 2.2 },
    { name: '短信费', value: 0.3 },
  ],
  desc: '本账单为截至目前的实时费用，最终以月结账单为准。',
  list: [
    { name: '套餐月基本费', amount: 19 },
    { name: '流量日包费', amount: 5 },
    { name: '国内语音通话费', amount: 2.2 },
    { name: '国内短信费', amount: 0.3 },
  ],
};

export const pastBill: Bill = {
  amount: 19,
  date: '2024-03',
  color: ['#4e7cff'],
  title: '您好，您2024年03月的账单为',
  detailTitle: '费用明细',
  legend: ['套餐费'],
  chart: [{ name: '套餐费', value: 19 }],
  desc: '该月账单已出账。',
  list: [{ name: '套餐月基本费', amount: 19 }],
};

export const emptyBill: Bill = {
  ...currentBill,
  amount: 0,
  color: [],
  legend: [],
  chart: [],
  list: [],
};

export const historyBills: CallData<'QUERY_HISTORY_BILL'> = {
  list: [
    { date: '2024-04', amount: 24.3 },
    { date: '2024-03', amount: 19 },
    { date: '2024-02', amount: 31.8 },
  ],
};

export const balance: Balance = {
  amount: 68.5,
  color: ['#4e7cff', '#ffc53d'],
  title: '账户余额',
  data: ['通用余额', '专用余额'],
  dataVal: [48.5, 20],
  explain: '通用余额可抵扣所有费用；专用余额仅可抵扣指定业务费用。',
};

export const emptyBalance: Balance = {
  amount: 0,
  color: [],
  title: '账户余额',
  data: [],
  dataVal: [],
  explain: '余额不足时请及时充值，以免影响正常使用。',
};
