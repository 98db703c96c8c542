import { describe, expect, it } from 'vitest';
import { readResolvedContract } from '../../../scripts/contract-read.mjs';
import { fitsAnswer } from './answer-shape.ts';
import { CALLS } from './calls.gen.ts';

/**
 * Every success the contract names as an example passes the gateway's answer check: an answer shape read
 * wrongly from the contract (a named scalar taken for an object, say) would turn a real success into
 * 返回数据异常 on its screen. The hall's gateway takes code 1 and 0 as success, the agent's code 1.
 */
interface Operation {
  responses?: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> }
  >;
}

const contract = (await readResolvedContract()) as { paths: Record<string, Record<string, Operation>> };
const calls = Object.values(CALLS);

const successes = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, operation]) => {
    const call = calls.find((candidate) => candidate.path === path && candidate.method === method);
    const examples = operation.responses?.['200']?.content?.['application/json']?.examples ?? {};
    const successCodes = path.startsWith('/api/wechat/') ? [1, 0] : [1];
    return Object.entries(examples).flatMap(([example, { value }]) => {
      const answer = value as { code?: number; data?: unknown } | undefined;
      if (!call || !answer || !successCodes.includes(answer.code ?? Number.NaN) || !('data' in answer))
        return [];
      return [{ name: `${call.name} ${example}`, call, data: answer.data }];
    });
  }),
);

describe('every named success example', () => {
  it('is found for most calls', () => {
    expect(new Set(successes.map(({ call }) => call.name)).size).toBeGreaterThan(80);
  });

  it.each(successes.map((success) => [success.name, success] as const))(
    '%s fits its answer shape',
    (_, success) => {
      if (!('answer' in success.call) || !success.call.answer) return;
      expect(fitsAnswer(structuredClone(success.data), success.call.answer)).toBe(true);
    },
  );
});
