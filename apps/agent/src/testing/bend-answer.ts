import { vi } from 'vitest';

type Body = Record<string, unknown> & { data?: unknown };

/**
 * Bends one call's contract answer the way a server has been seen to break the contract (numbers sent
 * as text, a code the contract does not list, an address a page must not follow), for the tests of the
 * code that stands up to it. Install it after `answerWith`: the answer starts as the example
 * `answerWith` chose, and `bend` changes only what the test names. Every other call, and the record of
 * requests, stay the contract stub's.
 */
export function bendAnswer(call: { path: string }, bend: (body: Body) => unknown): void {
  const contract = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await contract(input, init);
    const address = input instanceof Request ? input.url : String(input);
    if (!new URL(address, window.location.href).pathname.endsWith(call.path)) return response;
    return Response.json(bend((await response.json()) as Body), { status: response.status });
  });
}

/**
 * An opening record as servers have been seen to spell it: the location, the fee (with decimals), the
 * card check, the system and service kind as text, and the package id as a number.
 */
export function spelledAsText(record: Record<string, unknown>): Record<string, unknown> {
  return {
    ...record,
    openCardLocation: String(record.openCardLocation),
    sumFee: Number(record.sumFee).toFixed(2),
    ifCheckCard: String(record.ifCheckCard),
    systemId: String(record.systemId),
    serviceKind: String(record.serviceKind),
    prodOfferId: Number(record.prodOfferId),
  };
}
