import type { MemberData } from '../../lib/member-access.ts';

/** 号码信息 number info (product.md › 号码绑定), read once from the member so the screens compare nothing raw. */
export interface NumberInfo {
  name: string;
  /** 'N星用户' */
  starLevel: string;
  mobilePhone: string;
  mobileStatus: string;
  joinTime: string;
  packageId: string;
  packageName: string;
  /** 网龄, in months: '38个月' */
  networkAge: string;
  currentPoints: string;
  bindStatus: string;
  attribution: string;
}

/** 已绑定 for bindStatus 1; a member with a number but no flag is bound all the same. */
const BOUND = '已绑定';
const UNBOUND = '未绑定';

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The number info of a bound member, or null when no number is bound (the screens then offer binding). */
export function numberInfoOf(member: MemberData): NumberInfo | null {
  const phone = member.mobilePhoneInfo;
  if (!phone || text(phone.mobilePhone) === '') return null;
  const info = member.memberInfo;
  const level = text(phone.level);
  const age = text(phone.internetAge);
  return {
    name: text(info.realName) || text(info.memberName),
    starLevel: level === '' ? '' : `${level}星用户`,
    mobilePhone: text(phone.mobilePhone),
    mobileStatus: text(phone.mobileStatus),
    joinTime: text(phone.time),
    packageId: text(phone.packageId),
    packageName: text(phone.packageName),
    networkAge: age === '' ? '' : `${age}个月`,
    currentPoints: text(phone.pointInfo?.currentPoints) || '0',
    bindStatus: String(info.bindStatus) === '0' ? UNBOUND : BOUND,
    attribution: text(phone.attribution),
  };
}

/** /mealDetails?id={packageId} */
export function mealDetailsHref(mealDetailsPath: string, packageId: string): string {
  return `${mealDetailsPath}?${new URLSearchParams({ id: packageId })}`;
}
