import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { GATEWAY_MESSAGES } from '@bluecat/api/messages';
import { writeStored } from '@bluecat/api/storage';
import { readPrice } from '@bluecat/rules/money';
import type { OpenCardInfoForm } from '@bluecat/rules/open-card/open-card-info';
import { type VisitorCity, visitorCity } from '@bluecat/visitor-city';
import { api } from '../../lib/api.ts';
import { loadOpeningRecord, type OpeningRecord, UNREADABLE_FEE } from '../../lib/opening-record.ts';
import { checkPackageWhitelist, isWhitelisted } from './package-whitelist.ts';
import type { WizardVariant } from './step-props.ts';
import { type Package, type PackageOffer, type RecordBase, resumeTarget } from './wizard-machine.ts';

/** 开卡人 the agent the card is opened for: work number, dealer, and systemId from the sale kind. */
export interface OpeningAgent {
  workNo: string;
  dealerId: string;
  dealerMainId: string;
  systemId: 4 | 7 | null;
}

export type LookupOutcome =
  /** The card has a stored record: the wizard continues there. */
  | { kind: 'resume'; record: OpeningRecord; target: 'pay' | 2 | 3 | 4 }
  /** Every check passed: the package step shows these packages. */
  | { kind: 'offer'; offer: PackageOffer }
  /** Something refused or failed; its message has been shown. */
  | { kind: 'stopped' };

export const LOOKUP_MESSAGES = {
  /** Card lookup failure (product.md › 开卡向导). */
  simNotFound: '号码查询失败',
  /**
   * The card board in the agent's hand is not the one the number was issued on. The spec names no
   * message for this; it says what to do, in the words of the server's own card check.
   */
  cardMismatch: '卡号与号码不匹配，请核对卡号',
  /** product.md › 开卡向导, scan variant; also used when a package answer holds no package at all. */
  packageFailed: '获取套餐异常，请联系管理员！',
  /** The default package's prepayment cannot be read ("50元"): neither paid nor skipped on a guess. */
  unreadableFee: UNREADABLE_FEE,
} as const;

/** The SIM query's own result code for a card found (inside a code-1 envelope). */
const SIM_FOUND = '0000';
/** product.md › 开卡向导: the SIM query is always type 2. */
const SIM_QUERY_TYPE = 2;
/** product.md › 开卡向导: package query types, and its SystemId, which is always 1. */
const DEFAULT_PACKAGE = 2;
const CHANGEABLE_PACKAGES = 1;
const PACKAGE_SYSTEM_ID = 1;
/** 归属 belongCode is fixed at 360 (product.md › 开卡向导); cityCode is the visitor's city by IP (360 when unknown). */
const BELONG_CODE = '360';
/** product.md › 开卡向导: the phone-validity check names the asking client; the spec shows no value, this app is 'h5'. */
export const APP_TYPE = 'h5';
/** Codes the gateway shows itself even when the caller passes toast:false. */
const SHOWN_BY_GATEWAY = new Set([-100, -101, -102, 60001, 60002, 60003]);

export interface LookupDeps {
  toast(message: string): void;
  /** The visitor's city by IP (product.md › 开卡向导); never rejects, 360 when unknown. */
  city?: () => Promise<VisitorCity>;
}

/** The card entry is the card's last 7 characters, as printed on the card board. */
export function cardMatches(iccid: string, entry: string): boolean {
  const tail = iccid.trim().toUpperCase().slice(-entry.length);
  return entry.length > 0 && tail === entry.trim().toUpperCase();
}

type PackageData = Package | readonly Package[] | null | undefined;

/** Packages as read, and whether one was left out for a fee that cannot be read. */
export interface ReadPackages {
  packages: Package[];
  unreadableFee: boolean;
}

/**
 * checkoffername answers one package for type 2 and a list for type 1; either shape is read as a list.
 * Read once here: the fee and the card check come as numbers or as their text ("50.00", "1"), and the
 * id as text or a number; past this point they have the contract's types (see normaliseRecord). A
 * package whose fee cannot be read ("50元") is left out: as 0 it would skip the prepayment.
 */
export function readPackages(data: PackageData): ReadPackages {
  const items: unknown[] = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  let unreadableFee = false;
  const packages = items.flatMap((item) => {
    const pkg = normalisePackage(item);
    if (pkg === 'unreadableFee') unreadableFee = true;
    return pkg && pkg !== 'unreadableFee' ? [pkg] : [];
  });
  return { packages, unreadableFee };
}

/** The packages that can be offered (see readPackages). */
export function packageList(data: PackageData): Package[] {
  return readPackages(data).packages;
}

function normalisePackage(item: unknown): Package | 'unreadableFee' | null {
  if (typeof item !== 'object' || item === null) return null;
  const raw = item as Record<string, unknown>;
  const id = typeof raw.prodOfferId === 'number' ? String(raw.prodOfferId) : raw.prodOfferId;
  if (typeof id !== 'string' || id === '') return null;
  const sumFee = readPrice(raw.sumFee);
  if (sumFee === null) return 'unreadableFee';
  return {
    ...(raw as unknown as Package),
    prodOfferId: id,
    sumFee,
    ifCheckCard: Number(raw.ifCheckCard) === 1 ? 1 : 0,
  };
}

/** The default package (the first), or a stop with the message when its fee cannot be read. */
function defaultPackages(data: PackageData, stop: (message?: string) => never): Package[] {
  const [first] = Array.isArray(data) ? data : data ? [data] : [];
  const read = readPackages(first);
  if (read.unreadableFee) stop(LOOKUP_MESSAGES.unreadableFee);
  return read.packages;
}

/**
 * The default package first, then the changeable ones the agent may open that are not the default.
 * The whitelist decides the default (it carries the spec's messages); the changeable list is only
 * narrowed by it, so a package the agent may not open is never offered.
 */
export function offeredPackages(
  defaults: Package[],
  changeable: Package[],
  systemId: number | null,
): Package[] {
  const [first] = defaults;
  if (!first) return [];
  const more = changeable.filter(
    (item, index) =>
      item.prodOfferId !== first.prodOfferId &&
      isWhitelisted(systemId, item.prodOfferId) &&
      changeable.findIndex((other) => other.prodOfferId === item.prodOfferId) === index,
  );
  return [first, ...more];
}

class Stop extends Error {}

/**
 * Step 0 → 1 (product.md › 开卡向导): the SIM query, the card's stored record (a card already under
 * way continues where it stopped, before checks that only a new opening needs), then the card check,
 * the phone validity, the two further checks, the package and the whitelist. The gateway shows its
 * own messages (-100 and the rest, transport errors); this shows the spec's.
 */
export async function lookUpCard(
  entry: OpenCardInfoForm,
  agent: OpeningAgent,
  variant: WizardVariant,
  { toast, city = visitorCity }: LookupDeps,
): Promise<LookupOutcome> {
  // Asked at once, beside the SIM query: the record needs it only at the end, and it gives up after 3 s.
  const visitor = city();
  // Typed on the name, so that the compiler knows nothing runs after a stop.
  const stop: (message?: string) => never = (message) => {
    if (message) toast(message);
    throw new Stop();
  };

  /** chanelCheck and appCommonCheck pass with code 0, which the gateway does not count as success. */
  const codeZeroCheck = async (check: typeof calls.chanelCheck | typeof calls.appCommonCheck) => {
    const result = await api.call(check, { serviceId, workNo: agent.workNo }, { toast: false });
    if (result.code === 0) return;
    // As the gateway does for other codes: the server's words, or 未知错误 when it sent none.
    stop(SHOWN_BY_GATEWAY.has(result.code) ? undefined : result.msg || GATEWAY_MESSAGES.unknownError);
  };

  let serviceId = entry.phone;
  try {
    const sim = await api.call(calls.simOrServiceIdQuery, {
      // Either the number or the card entry identifies the card (product.md › 开卡向导 allows the card alone).
      iccidOrServiceId: entry.phone || entry.cardNo,
      sparePhone: entry.sparePhone,
      type: SIM_QUERY_TYPE,
    });
    if (!sim.ok) stop();
    const found = sim.data;
    if (found.code !== SIM_FOUND || !found.cardNo) stop(LOOKUP_MESSAGES.simNotFound);
    if (!cardMatches(found.cardNo, entry.cardNo)) stop(LOOKUP_MESSAGES.cardMismatch);

    const uimId = found.cardNo;
    serviceId = found.phoneNum || entry.phone;
    const recordNumber = found.recordNumber ?? '';
    // The payment pages and a later reload find the card here (product.md › 开卡向导 storage keys).
    writeStored('uimId', uimId);
    writeStored('recordNumber', recordNumber);

    const loaded = await loadOpeningRecord(uimId);
    if (loaded.kind === 'failed') stop(loaded.message);
    if (loaded.kind === 'found') {
      const target = resumeTarget(loaded.record);
      if (target !== 'package') {
        if (loaded.record.recordNumber) writeStored('recordNumber', loaded.record.recordNumber);
        return { kind: 'resume', record: loaded.record, target };
      }
    }

    const cardCheck = await api.call(calls.checkIccid, { serviceId, iccid: uimId });
    if (!cardCheck.ok) stop();
    const validity = await api.call(calls.checkPhoneValid, {
      serviceId,
      uimId,
      workNo: agent.workNo,
      appType: APP_TYPE,
    });
    if (!validity.ok) stop();
    await codeZeroCheck(calls.chanelCheck);
    await codeZeroCheck(calls.appCommonCheck);

    const packages = await fetchPackages(serviceId, uimId, agent, variant, stop);
    const [first] = packages;
    if (!first) stop(LOOKUP_MESSAGES.packageFailed);
    const decision = checkPackageWhitelist(agent.systemId, first.prodOfferId);
    if (!decision.ok) stop(decision.message);

    const base: RecordBase = {
      serviceid: serviceId,
      acceptPerson: agent.workNo,
      cityCode: (await visitor).cityCode,
      resInstId: validity.data.serviceInstId,
      serviceKind: validity.data.serviceKind,
      uimId,
      uimResInstId: validity.data.uimInstId,
      belongCode: BELONG_CODE,
      dealerId: agent.dealerId,
      dealerMainId: agent.dealerMainId,
      recordNumber,
      netSignUrl: '',
      TogetherUrl: '',
      outTradeNo: '',
      ...(agent.systemId === null ? {} : { systemId: agent.systemId }),
    };
    return { kind: 'offer', offer: { base, packages } };
  } catch (error) {
    // Stop: the message is out. GatewayError: the gateway has shown the transport message.
    if (error instanceof Stop || error instanceof GatewayError) return { kind: 'stopped' };
    throw error;
  }
}

/**
 * Both wizards offer the number's default package with the changeable ones (product.md › 开卡向导: the agent views
 * the default package or a changeable one). In the main wizard the changeable list is only an offer:
 * when it cannot be had, the default alone is shown and nothing is said. In the scan variant, whose
 * page is that list (product.md › 开卡向导), a failed fetch says 获取套餐异常，请联系管理员！.
 */
async function fetchPackages(
  serviceId: string,
  iccId: string,
  agent: OpeningAgent,
  variant: WizardVariant,
  stop: (message?: string) => never,
): Promise<Package[]> {
  const query = (type: typeof DEFAULT_PACKAGE | typeof CHANGEABLE_PACKAGES, toast = true) =>
    api.call(
      calls.checkoffername,
      { WorkNo: agent.workNo, serviceId, iccId, type, SystemId: PACKAGE_SYSTEM_ID },
      { toast },
    );
  if (variant === 'main') {
    const answer = await query(DEFAULT_PACKAGE);
    if (!answer.ok) stop();
    const defaults = defaultPackages(answer.data, stop);
    const changeable = await query(CHANGEABLE_PACKAGES, false).catch(() => null);
    return changeable?.ok
      ? offeredPackages(defaults, packageList(changeable.data), agent.systemId)
      : defaults;
  }
  try {
    const defaults = await query(DEFAULT_PACKAGE);
    const changeable = defaults.ok ? await query(CHANGEABLE_PACKAGES) : null;
    if (!defaults.ok || !changeable?.ok) stop(LOOKUP_MESSAGES.packageFailed);
    return offeredPackages(
      defaultPackages(defaults.data, stop),
      packageList(changeable.data),
      agent.systemId,
    );
  } catch (error) {
    if (error instanceof GatewayError) stop(LOOKUP_MESSAGES.packageFailed);
    throw error;
  }
}
