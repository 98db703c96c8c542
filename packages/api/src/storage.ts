import type { CallData } from './call-types.ts';

/** The part of the Web Storage API the app uses; injectable so tests and the gateway need no browser. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * localStorage keys, spelled as the backend and the existing pages spell them (product.md › 个人数据).
 * Declared once here; screens read them through their feature's atoms, never by string.
 */
export const STORAGE_KEYS = {
  /** Subscriber session token (hall); added to every request body, removed on -101. */
  token: 'token',
  /** Agent session (thirdSession from getSeesion); sent as the `thirdSession` header. */
  tokens: 'tokens',
  /** Agent 工号 work number; sent as the `workNo` header. */
  workNo: 'workNo',
  /** Subscriber phone confirmed by the invoice ID-photo check, used by the invoice list. */
  phone: 'phone',
  /** Agent 用户信息 user data from checkworknoinfo, stored as JSON. */
  Userdata: 'Userdata',
  /** Agent systemId derived from defaultSaleKind: '4' (sale kind 3) or '7' (sale kind 1 or 4). */
  systemId: 'systemId',
  /** UIM (card) id of the opening record in progress; keys the cached record on the server. */
  uimId: 'uimId',
  /** '1' after a prepayment returns: the wizard reloads the record and resumes at its step. */
  payquery: 'payquery',
  /** Real-name progress flag; 'RealNameStart' while the agent is at the outside provider. */
  Judge: 'Judge',
  /** data.token returned by the agent real-name start, sent back with the result query. */
  GetToken: 'GetToken',
  /** data.biz_no returned by the agent real-name start (the result query's bizId). */
  BizNo: 'BizNo',
  /** BOSS out-trade number of a universal top-up, used to query its payment status. */
  BOSSouttradeno: 'BOSSouttradeno',
  /**
   * 通用充值 the top-up the BOSSouttradeno order was made for, as JSON: the /UniversalPay link's
   * recordNumber, number (serviceid) and amount. The order counts for a link only when all three are the
   * link's: a link of the same record with another number or amount is another top-up. Its own key, not
   * the wizard's session `recordNumber`: a top-up opened beside an opening must not take over the
   * opening's record number, nor the opening the top-up's. Kept with BOSSouttradeno in localStorage so
   * the pair outlives the tab together (a top-up link opened again asks its order).
   */
  BOSStopUp: 'BOSStopUp',
  /** Set while a WeChat-style prepayment is under way, so the return page queries its status. */
  WxPayFlag: 'WxPayFlag',
  /** 人脸核验 face-verification type the hall started (e.g. QUERY_PHONE), read when the user returns. */
  authType: 'authType',
  /**
   * The hall's pending WeChat OAuth `state` with the time it was issued, a copy of the one in the session
   * key `oauth` for browsers that lose sessionStorage on the way back from WeChat; read only while young,
   * removed at the exchange.
   */
  oauthPending: 'oauthPending',
  /**
   * 关怀版 (长辈版) the hall's care mode for elderly subscribers: '1' while on. A setting of this device,
   * kept across visits and sign-outs.
   */
  careMode: 'careMode',
} as const;

/** sessionStorage keys: values that belong to one visit only. */
export const SESSION_KEYS = {
  /** Business number of a hall face verification; removed once its result has been checked. */
  biz_no: 'biz_no',
  /** 开卡记录 opening-record number from the SIM query, carried through the wizard and payments. */
  recordNumber: 'recordNumber',
  /**
   * The hall's WeChat OAuth round trip: the pending `state`, the states already exchanged for a token and
   * the failure count of the loop guard. Per tab visit, so a new visit starts afresh.
   */
  oauth: 'oauth',
  /**
   * 号码充值 the hall's top-up order placed and not settled yet (JSON: outTradeNo, the number, the product
   * and its price), so a reload or a closed panel resumes its status check instead of ordering again.
   * Removed once it is paid and its flow pack opened, or failed or closed.
   */
  rechargeOrder: 'rechargeOrder',
} as const;

export type LocalKey = keyof typeof STORAGE_KEYS;
export type SessionKey = keyof typeof SESSION_KEYS;
export type StoredKey = LocalKey | SessionKey;

/** Keys whose value is JSON; every other key holds a plain string. */
interface JsonValues {
  Userdata: CallData<'checkworknoinfo'>;
  BOSStopUp: KeptTopUp;
}

/** BOSStopUp: what a universal top-up order was made for. Read back as unknown data: check each field. */
export interface KeptTopUp {
  recordNumber: string;
  serviceid: string;
  /** Yuan. */
  amount: number;
}

export type StoredValue<K extends StoredKey> = K extends keyof JsonValues ? JsonValues[K] : string;

const JSON_KEYS: ReadonlySet<StoredKey> = new Set<StoredKey>(['Userdata', 'BOSStopUp']);

const isSessionKey = (key: StoredKey): key is SessionKey => key in SESSION_KEYS;

const storedName = (key: StoredKey): string => (isSessionKey(key) ? SESSION_KEYS[key] : STORAGE_KEYS[key]);

/** The browser area a key lives in, or null where there is none (tests, blocked storage). */
function browserArea(key: StoredKey): StorageLike | null {
  try {
    const area = isSessionKey(key) ? globalThis.sessionStorage : globalThis.localStorage;
    return area ?? null;
  } catch {
    // Some embedded browsers throw on merely touching storage when it is disabled.
    return null;
  }
}

/** Reads a key; a JSON value that no longer parses counts as absent. */
export function readStored<K extends StoredKey>(key: K, storage?: StorageLike): StoredValue<K> | null {
  const raw = (storage ?? browserArea(key))?.getItem(storedName(key)) ?? null;
  if (raw === null || !JSON_KEYS.has(key)) return raw as StoredValue<K> | null;
  try {
    return JSON.parse(raw) as StoredValue<K>;
  } catch {
    return null;
  }
}

export function writeStored<K extends StoredKey>(key: K, value: StoredValue<K>, storage?: StorageLike): void {
  const text = JSON_KEYS.has(key) ? JSON.stringify(value) : String(value);
  (storage ?? browserArea(key))?.setItem(storedName(key), text);
}

export function removeStored(key: StoredKey, storage?: StorageLike): void {
  (storage ?? browserArea(key))?.removeItem(storedName(key));
}
