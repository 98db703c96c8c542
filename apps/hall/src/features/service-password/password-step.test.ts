// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPasswordStep,
  newPasswordAccess,
  PASSWORD_STEP_KEY,
  PASSWORD_STEP_TTL_MS,
  passedPasswordStep,
  passPasswordStep,
} from './password-step.ts';

const storedKey = `bluecat:draft:${PASSWORD_STEP_KEY}`;

afterEach(() => {
  sessionStorage.clear();
});

describe('the password step', () => {
  it('is closed until a check passes', () => {
    expect(passedPasswordStep()).toBeNull();
  });

  it('opens after the old-password check and stays open across a reload', () => {
    passPasswordStep('oldPassword', 1_000);
    expect(passedPasswordStep(2_000)).toEqual({ via: 'oldPassword', passedAt: 1_000 });
    expect(sessionStorage.getItem(storedKey)).toBe('{"via":"oldPassword","passedAt":1000}');
  });

  it('opens after the face verification of 忘记原密码', () => {
    passPasswordStep('face', 1_000);
    expect(passedPasswordStep(1_000)?.via).toBe('face');
  });

  it('closes after ten minutes and forgets the stale check', () => {
    passPasswordStep('oldPassword', 0);
    expect(passedPasswordStep(PASSWORD_STEP_TTL_MS - 1)).not.toBeNull();
    expect(passedPasswordStep(PASSWORD_STEP_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(storedKey)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another way in', '{"via":"sms","passedAt":1}'],
    ['no time', '{"via":"face"}'],
    ['a time in the future', '{"via":"face","passedAt":99999}'],
  ])('refuses a stored step that is %s', (_label, raw) => {
    sessionStorage.setItem(storedKey, raw);
    expect(passedPasswordStep(5_000)).toBeNull();
  });

  it('closes once the password is set', () => {
    passPasswordStep('face', 1_000);
    clearPasswordStep();
    expect(passedPasswordStep(1_000)).toBeNull();
  });
});

describe('newPasswordAccess', () => {
  const step = { via: 'oldPassword' as const, passedAt: 1 };
  it.each([
    [step, false, 'open'],
    [step, true, 'open'],
    [null, true, 'verifying'],
    [null, false, 'closed'],
  ] as const)('step %o, face check waiting %s → %s', (passed, waiting, expected) => {
    expect(newPasswordAccess(passed, waiting)).toBe(expected);
  });
});
