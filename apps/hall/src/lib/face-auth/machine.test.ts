import { describe, expect, it } from 'vitest';
import { type FaceAuthEvent, type FaceAuthState, faceAuthReducer, isFaceAuthBusy } from './machine.ts';

const idle: FaceAuthState = { phase: 'idle' };
const validating: FaceAuthState = { phase: 'validating' };
const starting: FaceAuthState = { phase: 'starting' };
const redirecting: FaceAuthState = { phase: 'redirecting', url: 'https://f/v' };
const checking: FaceAuthState = { phase: 'checking', bizNo: 'FA1' };
const passed: FaceAuthState = { phase: 'passed', bizNo: 'FA1' };
const rejected: FaceAuthState = { phase: 'rejected', bizNo: 'FA1' };
const failed: FaceAuthState = { phase: 'failed', bizNo: 'FA1', message: '身份核验失败，请重试' };
const video: FaceAuthState = { phase: 'video-required' };
const qrShown: FaceAuthState = { phase: 'qr-shown', image: 'data:image/png;base64,AA' };
const qrFailed: FaceAuthState = { phase: 'qr-failed' };

describe('faceAuthReducer', () => {
  it.each<[string, FaceAuthState, FaceAuthEvent, FaceAuthState]>([
    ['submit from the form', idle, { type: 'submit' }, validating],
    ['a failed rule returns to the form', validating, { type: 'invalid' }, idle],
    ['a passed form starts', validating, { type: 'valid' }, starting],
    ['a started verification redirects', starting, { type: 'started', url: 'https://f/v' }, redirecting],
    ['a refused start returns to the form', starting, { type: 'refused' }, idle],
    ['-106 on start asks for the video', starting, { type: 'video-required' }, video],
    ['back from the provider checks', idle, { type: 'returned', bizNo: 'FA1' }, checking],
    ['back from the cache checks', redirecting, { type: 'returned', bizNo: 'FA1' }, checking],
    ['a match passes', checking, { type: 'passed' }, passed],
    ['a mismatch is rejected', checking, { type: 'rejected' }, rejected],
    ['no result fails', checking, { type: 'failed', message: '身份核验失败，请重试' }, failed],
    ['-106 on the result asks for the video', checking, { type: 'video-required' }, video],
    ['重试 checks the same biz_no again', failed, { type: 'retry' }, checking],
    ['the QR code arrives', video, { type: 'qr-loaded', image: 'data:image/png;base64,AA' }, qrShown],
    ['the QR code fails', video, { type: 'qr-failed' }, qrFailed],
    ['重试 fetches the QR code again', qrFailed, { type: 'qr-retry' }, video],
    ['the rejection alert returns to the form', rejected, { type: 'back' }, idle],
    ['返回修改 from the failure', failed, { type: 'back' }, idle],
    ['返回修改 from the QR code', qrShown, { type: 'back' }, idle],
    ['返回修改 from the QR failure', qrFailed, { type: 'back' }, idle],
    ['a page restored from the cache', redirecting, { type: 'back' }, idle],
  ])('%s', (_name, state, event, expected) => {
    expect(faceAuthReducer(state, event)).toEqual(expected);
  });

  it.each<[string, FaceAuthState, FaceAuthEvent]>([
    ['a second submit while starting', starting, { type: 'submit' }],
    ['a submit while checking', checking, { type: 'submit' }],
    ['a late start answer after leaving', idle, { type: 'started', url: 'https://f/v' }],
    ['a return while a start is under way', starting, { type: 'returned', bizNo: 'FA2' }],
    ['a second return while checking', checking, { type: 'returned', bizNo: 'FA2' }],
    ['a result without a check', idle, { type: 'passed' }],
    ['a failure after passing', passed, { type: 'failed', message: 'x' }],
    ['重试 when nothing failed', checking, { type: 'retry' }],
    ['a QR code nobody asked for', idle, { type: 'qr-loaded', image: 'data:image/png;base64,AA' }],
    ['a QR retry while one loads', video, { type: 'qr-retry' }],
    ['back while the check runs', checking, { type: 'back' }],
    ['back while the start runs', starting, { type: 'back' }],
    ['back once passed', passed, { type: 'back' }],
  ])('ignores %s', (_name, state, event) => {
    expect(faceAuthReducer(state, event)).toBe(state);
  });
});

describe('isFaceAuthBusy', () => {
  it.each<[FaceAuthState, boolean]>([
    [idle, false],
    [validating, true],
    [starting, true],
    [redirecting, true],
    [checking, true],
    [passed, true],
    [rejected, true],
    [failed, false],
    [video, false],
    [qrShown, false],
    [qrFailed, false],
  ])('%o → %s', (state, busy) => {
    expect(isFaceAuthBusy(state)).toBe(busy);
  });
});
