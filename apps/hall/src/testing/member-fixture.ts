import type { MemberData } from '../lib/member-access.ts';

/**
 * PERSONAL_DATA's member for tests, as the contract's success example: a bound number, plan and points
 * (1260 current, 3580 grand total). The member center, the points area and the routes all read this one.
 */
export const boundMember: MemberData = {
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
export const unboundMember: MemberData = { memberInfo: { memberName: '蓝猫用户', bindStatus: 0 } };
