import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * No credential in any build output: the channel accounts come at run time from the host. Every file the
 * two production builds emit (scripts, styles, HTML, maps, precompressed copies read as text) is searched
 * for the demo accounts' passwords, which the demo server hands out as /config/channels.json.
 */
const ROOT = path.resolve(__dirname, '../..');
const accounts: Record<string, { passWord: string }> = JSON.parse(
  readFileSync(path.join(ROOT, 'apps/agent/demo/config/channels.json'), 'utf8'),
);
const passwords = Object.values(accounts).map((account) => account.passWord);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test('no build output holds a channel password', () => {
  expect(passwords.length).toBeGreaterThan(0);
  const files = ['apps/hall/dist', 'apps/agent/dist'].flatMap((dist) => filesUnder(path.join(ROOT, dist)));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return passwords.filter((password) => text.includes(password)).map((password) => `${file}: ${password}`);
  });
  console.log(`searched ${files.length} built files for ${passwords.length} channel passwords`);
  expect(leaks).toEqual([]);
});
