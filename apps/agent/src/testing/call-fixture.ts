/**
 * Unit-test stand-ins for `api.call`: answers shaped as the gateway resolves them, and a call that
 * answers from a script keyed by call name.
 */

/** An answer as `api.call` resolves it. */
export interface Answer {
  ok: boolean;
  code: number;
  msg: string;
  data: unknown;
}

/** Code 1, the agent gateway's only success code. */
export const ok = (data: unknown, msg = '成功'): Answer => ({ ok: true, code: 1, msg, data });

/**
 * Any other code (a refusal, or a call whose success is code 0), as the gateway hands it over: `data`
 * is the whole body.
 */
export const coded = (code: number, msg: string, data?: unknown): Answer => ({
  ok: false,
  code,
  msg,
  data: data === undefined ? { code, msg } : { code, msg, data },
});

/** What a scripted call does: resolve an answer, reject with an error, or work one out from the body. */
export type Reply = Answer | Error | ((body?: Record<string, unknown>) => unknown);

export type Script = Record<string, Reply>;

/**
 * An `api.call` implementation that replies from `script` by call name. The script is read at each
 * call, so a test may change a reply after setting it up; a call it lacks fails the test.
 */
export function answerFrom(script: Script) {
  return async ({ name }: { name: string }, body?: unknown): Promise<unknown> => {
    const reply = script[name];
    if (!reply) throw new Error(`unexpected call ${name}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(body as Record<string, unknown> | undefined) : reply;
  };
}
