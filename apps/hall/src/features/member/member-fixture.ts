import type { Member } from './state.ts';

/** PERSONAL_DATA's member for tests: a member with a bound number, plan and points. */
export const boundMember: Member = {
  memberInfo: { memberName: '张小猫', bindStatus: 1 },
  mobilePhoneInfo: {
    mobilePhone: '17088886666',
    level: 3,
    mobileStatus: '正常服务',
    time: '2021-06-18',
    packageId: '90063345',
    packageName: '蓝猫19元畅享套餐',
    internetAge: 38,
    attribution: '江西南昌',
    pointInfo: { currentPoints: 1260, grandTotalPoints: 3580 },
  },
};

/** PERSONAL_DATA's member for tests before a phone number is bound: no mobilePhoneInfo. */
export const unboundMember: Member = { memberInfo: { memberName: '蓝猫用户', bindStatus: 0 } };
