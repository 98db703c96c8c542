import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ENV, appEnvDefine } from './app-env.ts';

describe('appEnvDefine', () => {
  let appRoot: string;
  beforeEach(() => {
    appRoot = mkdtempSync(path.join(os.tmpdir(), 'app-env-'));
    writeFileSync(path.join(appRoot, '.env'), 'PUBLIC_API_BASE=\nPUBLIC_NAME=demo\nSECRET=kept-out\n');
  });
  afterEach(() => {
    rmSync(appRoot, { recursive: true, force: true });
    delete process.env.PUBLIC_NAME;
  });

  it('hands the reader the PUBLIC_* variables only, and defines its result as APP_ENV', () => {
    const define = appEnvDefine(appRoot, (variables) => ({
      name: variables.PUBLIC_NAME,
      keys: Object.keys(variables),
    }));
    const value = JSON.parse(define[APP_ENV] ?? 'null');
    expect(value.name).toBe('demo');
    expect(value.keys).not.toContain('SECRET');
  });

  it('defines each top-level setting as APP_ENV.<name> too, so a branch on it is decided at build time', () => {
    const define = appEnvDefine(appRoot, (variables) => ({ name: variables.PUBLIC_NAME, list: [1] }));
    expect(define[`${APP_ENV}.name`]).toBe('"demo"');
    expect(define[`${APP_ENV}.list`]).toBe('[1]');
  });

  it('takes the build environment over .env, and leaves the environment as it was', () => {
    process.env.PUBLIC_NAME = 'production';
    const define = appEnvDefine(appRoot, (variables) => variables.PUBLIC_NAME);
    expect(define[APP_ENV]).toBe('"production"');
    delete process.env.PUBLIC_NAME;
    appEnvDefine(appRoot, (variables) => variables.PUBLIC_NAME);
    expect(process.env.PUBLIC_NAME).toBeUndefined();
    expect(process.env.SECRET).toBeUndefined();
  });

  it('fails with the reader’s error, so a wrong setting stops the build', () => {
    expect(() =>
      appEnvDefine(appRoot, () => {
        throw new Error('PUBLIC_API_BASE must be empty or an http(s) origin');
      }),
    ).toThrow(/PUBLIC_API_BASE/);
  });
});
