import type { CallData } from '@bluecat/api/gateway';

/** 套餐余量 package allowance as QUERY_SET_MEAL answers it. */
export type PackageAllowance = CallData<'QUERY_SET_MEAL'>;
type AllowanceGroup = PackageAllowance['list'][number];
type GroupItem<Title extends AllowanceGroup['title']> = Extract<
  AllowanceGroup,
  { title: Title }
>['list'][number];

export type TrafficItem = GroupItem<'流量'>;
export type VoiceItem = GroupItem<'语音'>;
export type SmsItem = GroupItem<'短信/彩信'>;
export type OuterUsage = GroupItem<'套餐外'>;

/** product.md › 套餐余量 prices, in fen (0.01 yuan) so the arithmetic stays exact. */
export const SMS_PRICE_FEN = 10;
export const DAY_PACK_PRICE_FEN = 100;
export const OVERAGE_FEN_PER_MB = 25;
/** One day pack is 500 MB; day packs stop after 200 GB in total. */
export const DAY_PACK_MB = 500;
export const DAY_PACK_CAP_GB = 200;
const MB_PER_GB = 1024;

/**
 * 流量显示模式 traffic display mode (product.md › 套餐余量): `dayPack` when the first traffic item is the 1元500MB
 * auto-renewing day pack or the 15元600M month pack, `hidden` when there is no first item, else `normal`.
 */
export type TrafficMode = 'normal' | 'dayPack' | 'hidden';

/**
 * The packs are recognised by name, the only thing that tells them apart in the answer. Spaces and case are
 * ignored, and the digits may not be the end of a longer amount (11元500MB is a different pack). No
 * look-behind: older iOS WeChat browsers reject it when the script is parsed.
 */
const DAY_PACK_NAME = /(^|[^\d.])1元500MB?日包/;
const MONTH_PACK_NAME = /(^|[^\d.])15元600MB?月包/;

export function isDayPackName(packageName: string): boolean {
  return DAY_PACK_NAME.test(normaliseName(packageName));
}

export function trafficMode(traffic: readonly TrafficItem[]): TrafficMode {
  const first = traffic[0];
  if (!first) return 'hidden';
  const name = normaliseName(first.packageName);
  return DAY_PACK_NAME.test(name) || MONTH_PACK_NAME.test(name) ? 'dayPack' : 'normal';
}

function normaliseName(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase();
}

/**
 * 套餐外流量 out-of-package traffic in MB, product.md › 套餐余量: (bill − day-pack count) / 0.25. The contract's reading:
 * the "bill" is 套餐外.flowcount, this month's out-of-package traffic charge in yuan, and the day-pack count
 * is the first traffic item's autoDayPackageNum, each day pack being 1 yuan of that charge. What is left
 * after the day packs was charged at 0.25 yuan per MB. A charge below the day packs (inconsistent data)
 * gives 0 rather than negative traffic.
 */
export function outOfPackageTrafficMb(billYuan: number, dayPacks: number): number {
  return overageFen(billYuan, dayPacks) / OVERAGE_FEN_PER_MB;
}

/** The part of the traffic charge that was overage, in yuan. */
export function overageYuan(billYuan: number, dayPacks: number): number {
  return overageFen(billYuan, dayPacks) / 100;
}

function overageFen(billYuan: number, dayPacks: number): number {
  const fen = toFen(billYuan) - wholeCount(dayPacks) * DAY_PACK_PRICE_FEN;
  return Math.max(0, fen);
}

/** Day packs cost 1 yuan each. */
export function dayPackYuan(dayPacks: number): number {
  return (wholeCount(dayPacks) * DAY_PACK_PRICE_FEN) / 100;
}

/** 套餐外短信 out-of-package messages at 0.1 yuan each. */
export function smsOverageYuan(messages: number): number {
  return (wholeCount(messages) * SMS_PRICE_FEN) / 100;
}

/** MB under 1 GB as MB (at most two decimals), from 1 GB on as GB with two decimals. */
export function formatTraffic(mb: number): string {
  const value = Number.isFinite(mb) ? Math.max(0, mb) : 0;
  if (value >= MB_PER_GB) return `${(value / MB_PER_GB).toFixed(2)}GB`;
  return `${trimDecimals(value)}MB`;
}

/** A percentage for a bar: 0–100, whole numbers; anything unreadable is 0. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** The used share of an allowance that comes as used and surplus only (messages). */
export function usedPercent(used: number, surplus: number): number {
  const total = used + surplus;
  return total > 0 ? clampPercent((used / total) * 100) : 0;
}

/** Yuan to whole fen; the product is cut to 12 digits first, so 1.005 × 100 (100.4999…) rounds up as written. */
function toFen(yuan: number): number {
  return Number.isFinite(yuan) ? Math.round(Number((yuan * 100).toPrecision(12))) : 0;
}

function wholeCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
}

function trimDecimals(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The answer reshaped for the screen: groups picked by title, the display mode, the derived overage. */
export interface AllowanceView {
  packageName: string;
  explain: string;
  mode: TrafficMode;
  traffic: TrafficItem[];
  voice: VoiceItem[];
  sms: SmsItem[];
  outer: OuterView;
}

export interface OuterView {
  /** Derived MB and the yuan it cost. */
  trafficMb: number;
  trafficYuan: number;
  /** Day packs ordered this month (0 when none) and their cost. */
  dayPacks: number;
  dayPackYuan: number;
  minutes: number;
  messages: number;
  messagesYuan: number;
}

export function readAllowance(allowance: PackageAllowance): AllowanceView {
  const traffic = itemsOf(allowance, '流量');
  const usage = itemsOf(allowance, '套餐外')[0];
  // The first traffic item carries the count; a plan without day packs reports 0, so the formula holds
  // in every mode.
  const dayPacks = traffic[0]?.autoDayPackageNum ?? 0;
  const bill = usage?.flowcount ?? 0;
  const messages = usage?.smscount ?? 0;
  return {
    packageName: allowance.packageName,
    explain: allowance.explain,
    mode: trafficMode(traffic),
    traffic,
    voice: itemsOf(allowance, '语音'),
    sms: itemsOf(allowance, '短信/彩信'),
    outer: {
      trafficMb: outOfPackageTrafficMb(bill, dayPacks),
      trafficYuan: overageYuan(bill, dayPacks),
      dayPacks: wholeCount(dayPacks),
      dayPackYuan: dayPackYuan(dayPacks),
      minutes: usage?.minutecount ?? 0,
      messages,
      messagesYuan: smsOverageYuan(messages),
    },
  };
}

function itemsOf<Title extends AllowanceGroup['title']>(
  allowance: PackageAllowance,
  title: Title,
): GroupItem<Title>[] {
  const group = allowance.list.find(
    (entry): entry is Extract<AllowanceGroup, { title: Title }> => entry.title === title,
  );
  return group ? [...(group.list as GroupItem<Title>[])] : [];
}
