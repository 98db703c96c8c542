import type { OpeningRecord } from '../lib/opening-record.ts';
import { unpaidRecord } from './opening-record-fixture.ts';

/**
 * Unit-test record of steps 2–4 (agreement, joint photo, real-name): the contract's location3 — the
 * same opening once paid (a paid package with a card check) and signed.
 */
export function stepRecord(changes: Partial<OpeningRecord> = {}): OpeningRecord {
  return {
    ...unpaidRecord,
    openCardLocation: 3,
    rechargeFlag: 'finish',
    netSignUrl: 'https://oss.bluecat.example/sign/KK202406130002.png',
    outTradeNo: 'WX202406131025000001',
    ...changes,
  };
}
