import { describe, expect, it, vi } from 'vitest';
import type { AnswerShape } from './answer-shape.ts';
import { CALLS } from './calls.gen.ts';
import { type CallDefinition, createGateway, GatewayError } from './gateway.ts';
import { memoryStorage } from './memory-storage.ts';
import { GATEWAY_MESSAGES } from './messages.ts';

/**
 * Every call the apps make, answered with a success whose data is not what its screen reads: null,
 * absent, `{}`, and a list that is not a list. None may reach a screen as a success it would read a
 * field of: each is refused where the answer enters (the screen's error state, with 重试), or, for `{}`
 * where the contract requires nothing, handed on as the empty answer its types allow.
 */
function gatewayAnswering(body: object) {
  const toast = vi.fn<(message: string) => void>();
  const gateway = createGateway({
    baseUrl: 'http://gateway.test',
    effects: {
      toast,
      showLoading: () => () => undefined,
      alert: () => Promise.resolve(),
      navigate: () => undefined,
    },
    storage: memoryStorage().storage,
    fetch: async () => Response.json(body),
    successCodes: [1, 0],
  });
  return { gateway, toast };
}

/** Calls the gateway with `data` as a code 1 answer's data (absent when undefined). */
function answer(definition: CallDefinition, data: unknown) {
  const { gateway, toast } = gatewayAnswering(
    data === undefined ? { code: 1, msg: '' } : { code: 1, msg: '', data },
  );
  return { outcome: gateway.call(definition, {} as never), toast };
}

/** The smallest data the shape accepts: required fields only, empty lists, the first of alternatives. */
function smallest(shape: AnswerShape): unknown {
  switch (shape.type) {
    case 'value':
      return 'x';
    case 'list':
      return [];
    case 'either':
      return smallest(shape.of[0] ?? { type: 'value' });
    case 'object':
      return Object.fromEntries(
        (shape.required ?? []).map((name) => {
          const field = shape.fields?.[name];
          return [name, field ? smallest(field) : 'x'];
        }),
      );
  }
}

/** Whether `{}` is data of the shape: an object that requires nothing (or a value that may be anything). */
function acceptsEmpty(shape: AnswerShape): boolean {
  if (shape.type === 'either') return shape.of.some(acceptsEmpty);
  if (shape.type === 'object') return (shape.required ?? []).length === 0;
  return shape.type === 'value' && !shape.scalar;
}

/** The smallest data with its first list (the data itself, or a field reached through objects) not a list. */
function withListNotAList(shape: AnswerShape): unknown {
  if (shape.type === 'list') return { 0: 'not a list' };
  if (shape.type === 'either') {
    // Not a list in every alternative: each must refuse it.
    const broken = shape.of.map(withListNotAList);
    return broken.every((data) => data !== undefined) ? broken[0] : undefined;
  }
  if (shape.type !== 'object') return undefined;
  for (const [name, field] of Object.entries(shape.fields ?? {})) {
    const broken = withListNotAList(field);
    if (broken !== undefined) return { ...(smallest(shape) as object), [name]: broken };
  }
  return undefined;
}

const definitions = Object.values(CALLS) as CallDefinition[];
const described = definitions.filter((definition) => definition.answer);

async function expectRefused(outcome: Promise<unknown>, toast: ReturnType<typeof vi.fn>) {
  const error = await outcome.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect(error).toMatchObject({ kind: 'answer', message: GATEWAY_MESSAGES.unreadableAnswer });
  expect(toast).toHaveBeenCalledWith(GATEWAY_MESSAGES.unreadableAnswer);
}

describe('every call over answers no screen can read', () => {
  it('covers the calls whose contract describes data', () => {
    expect(described.length).toBeGreaterThan(80);
  });

  it.each(described.map((definition) => [definition.name, definition] as const))(
    '%s: data null, absent, {} and a list that is not a list',
    async (_name, definition) => {
      const shape = definition.answer as AnswerShape;

      for (const data of [null, undefined]) {
        const { outcome, toast } = answer(definition, data);
        await expectRefused(outcome, toast);
      }

      const empty = answer(definition, {});
      if (!acceptsEmpty(shape)) {
        await expectRefused(empty.outcome, empty.toast);
      } else {
        // Nothing required: {} is the empty answer, which the call's types describe (every field optional).
        await expect(empty.outcome).resolves.toMatchObject({ ok: true });
      }

      const broken = withListNotAList(shape);
      if (broken !== undefined) {
        const { outcome, toast } = answer(definition, broken);
        await expectRefused(outcome, toast);
      }

      // The smallest answer the contract allows still goes through.
      await expect(answer(definition, smallest(shape)).outcome).resolves.toMatchObject({ ok: true });
    },
  );

  it.each(
    definitions
      .filter((definition) => !definition.answer)
      .map((definition) => [definition.name, definition] as const),
  )('%s: without described data, a success hands back the whole answer', async (_name, definition) => {
    for (const data of [null, undefined]) {
      const { outcome } = answer(definition, data);
      await expect(outcome).resolves.toMatchObject({ ok: true, data: { code: 1 } });
    }
  });
});
