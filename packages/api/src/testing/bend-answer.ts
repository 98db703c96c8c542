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
    // Only the path is read: any base resolves a relative address to the same one.
    if (!new URL(address, 'http://localhost/').pathname.endsWith(call.path)) return response;
    return Response.json(bend((await response.json()) as Body), { status: response.status });
  });
}
