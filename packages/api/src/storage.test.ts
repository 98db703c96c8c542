import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import {
  readStored,
  removeStored,
  SESSION_KEYS,
  STORAGE_KEYS,
  type StoredValue,
  writeStored,
} from './storage.ts';

const agent: StoredValue<'Userdata'> = {
  workName: '李明',
  workNo: 'LM360021',
  mobile: '13912345678',
  dealerName: '南昌红谷滩蓝猫营业厅',
  dealerId: '36010021',
  dealerMainId: '360100',
  defaultSaleKind: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage keys', () => {
  it('declares every localStorage key the specs name, spelled as they are stored', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'token',
        'tokens',
        'workNo',
        'phone',
        'Userdata',
        'systemId',
        'uimId',
        'payquery',
        'Judge',
        'GetToken',
        'BizNo',
        'BOSSouttradeno',
        'BOSStopUp',
        'WxPayFlag',
        'authType',
        'oauthPending',
        'careMode',
      ].sort(),
    );
  });

  it('declares the sessionStorage keys biz_no, recordNumber, oauth and rechargeOrder', () => {
    expect(SESSION_KEYS).toEqual({
      biz_no: 'biz_no',
      recordNumber: 'recordNumber',
      oauth: 'oauth',
      rechargeOrder: 'rechargeOrder',
    });
  });
});

describe('readStored / writeStored / removeStored', () => {
  it('keeps plain strings as they are', () => {
    const { storage, items } = memoryStorage();
    writeStored('token', 'tok-1', storage);
    expect(items.get('token')).toBe('tok-1');
    expect(readStored('token', storage)).toBe('tok-1');
    removeStored('token', storage);
    expect(items.has('token')).toBe(false);
    expect(readStored('token', storage)).toBeNull();
  });

  it('stores Userdata as JSON and reads it back as an object', () => {
    const { storage, items } = memoryStorage();
    writeStored('Userdata', agent, storage);
    expect(JSON.parse(items.get('Userdata') ?? 'null')).toEqual(agent);
    expect(readStored('Userdata', storage)).toEqual(agent);
  });

  it('reads Userdata that no longer parses as absent', () => {
    const { storage } = memoryStorage({ Userdata: '{"workName":' });
    expect(readStored('Userdata', storage)).toBeNull();
  });

  it('puts session keys in sessionStorage and the others in localStorage by default', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('localStorage', local.storage);
    vi.stubGlobal('sessionStorage', session.storage);
    writeStored('biz_no', 'BZ202406', undefined);
    writeStored('recordNumber', 'R1001');
    writeStored('workNo', 'LM360021');
    expect([...session.items.keys()].sort()).toEqual(['biz_no', 'recordNumber']);
    expect([...local.items.keys()]).toEqual(['workNo']);
    expect(readStored('biz_no')).toBe('BZ202406');
    removeStored('biz_no');
    expect(session.items.has('biz_no')).toBe(false);
  });

  it('reads nothing and writes nowhere where storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStored('token')).toBeNull();
    expect(() => writeStored('token', 'tok-1')).not.toThrow();
  });

  it('reads nothing where touching storage throws', () => {
    const blocked = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('storage disabled', 'SecurityError');
      },
    });
    try {
      expect(readStored('token')).toBeNull();
    } finally {
      if (blocked) Object.defineProperty(globalThis, 'localStorage', blocked);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
