// @vitest-environment happy-dom
import { writeDraft } from '@bluecat/ui/drafts';
import { describe, expect, it } from 'vitest';
import { CALL_DIVERT_PASS, type CallDivertPass, PASS_VALID_MS } from './call-divert-state.ts';
import { callerPackagesQuery, divertPackagesQuery } from './route-calls.ts';

const at = (address: string) => new URL(address, 'http://localhost');

describe("the package screens' first calls", () => {
  it("/openCaller asks for the address's type of packages, and for nothing of an unknown type", () => {
    expect(callerPackagesQuery.bodyFor(at('/openCaller?type=1'))).toEqual({ type: 1 });
    expect(callerPackagesQuery.bodyFor(at('/openCaller?type=3'))).toEqual({ type: 3 });
    expect(callerPackagesQuery.bodyFor(at('/openCaller?type=4'))).toBeNull();
    expect(callerPackagesQuery.bodyFor(at('/openCaller'))).toBeNull();
  });

  it('/calldivertOrder asks for the 订购呼转 packages only with a valid pass', () => {
    expect(divertPackagesQuery.bodyFor(at('/calldivertOrder'))).toBeNull();
    writeDraft<CallDivertPass>(CALL_DIVERT_PASS, { bizNo: 'FA1', at: Date.now() - PASS_VALID_MS - 1 });
    expect(divertPackagesQuery.bodyFor(at('/calldivertOrder'))).toBeNull();
    writeDraft<CallDivertPass>(CALL_DIVERT_PASS, { bizNo: 'FA1', at: Date.now() });
    expect(divertPackagesQuery.bodyFor(at('/calldivertOrder'))).toEqual({ type: 3 });
  });
});
