import { describe, expect, it } from 'vitest';
import { replyDetailsQuery } from './route-calls.ts';

describe("留言详情's first call", () => {
  it("asks for the address's comment with its first 15 replies, and nothing for an id that is not one", () => {
    const at = (address: string) => new URL(address, 'http://localhost');
    expect(replyDetailsQuery.bodyFor(at('/proposalDetail?id=%2042%20'))).toEqual({
      id: 42,
      page: 1,
      page_size: 15,
    });
    expect(replyDetailsQuery.bodyFor(at('/proposalDetail?id=abc'))).toBeNull();
    expect(replyDetailsQuery.bodyFor(at('/proposalDetail?id=0'))).toBeNull();
    expect(replyDetailsQuery.bodyFor(at('/proposalDetail'))).toBeNull();
  });
});
