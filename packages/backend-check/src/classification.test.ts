import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readOperations } from './index.mjs';

const CONTRACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/openapi.yaml');

describe('every operation of the contract says whether the check may repeat it', () => {
  it('each is x-safe-to-repeat: true or says in x-changes-account what it does, never both', async () => {
    const operations = await readOperations(CONTRACT);
    expect(operations.length).toBeGreaterThan(100);
    const unclassified = operations
      .filter((entry) => entry.safe === Boolean(entry.changes?.trim()))
      .map((entry) => `${entry.name} ${entry.method} ${entry.path}`);
    expect(unclassified).toEqual([]);
  });

  it('payments, submissions, SMS sends and sign-ins are never safe to repeat', async () => {
    const operations = await readOperations(CONTRACT);
    const safe = new Set(operations.filter((entry) => entry.safe).map((entry) => entry.name));
    for (const name of [
      'wxPay',
      'aliPay',
      'fundPoolRecharge',
      'pay',
      'dosubmit',
      'SEND_SMS_CODE',
      'SIGN',
      'POINTS_EXCHANGE',
      'ACCOUNT_FORM',
      'PACKAGE_ORDER',
    ]) {
      expect(safe.has(name), name).toBe(false);
    }
  });
});
