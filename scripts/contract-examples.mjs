// The contract's answers as data, for the unit tests' fetch stub (@bluecat/api/testing): each operation's
// path, method and call names, its named 200 examples, and an answer per other status. Tests pick the
// same names the journeys pick from Prism (`Prefer: example=NAME`, `Prefer: code=500`), so a screen test
// and a journey see one answer.

const METHODS = ['get', 'post'];

/** The first body a response documents: its first named example, or its single `example`. */
function firstBody(media) {
  const named = media?.examples ? Object.values(media.examples)[0] : undefined;
  if (named && 'value' in named) return named.value;
  return media?.example;
}

/** One response's content type and its answers; JSON first, as the gateway reads JSON. */
function mediaOf(response) {
  const content = response?.content ?? {};
  const type = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
  return { type: type ?? 'text/plain', media: type ? content[type] : undefined };
}

/**
 * @param {any} contract the bundled, dereferenced contract
 * @returns {Record<string, { method: string; calls: string[]; examples: Record<string, { status: number; type: string; body: unknown }>; statuses: Record<string, { type: string; body: unknown }> }>}
 */
export function contractAnswers(contract) {
  const answers = {};
  for (const [pathName, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const aliases = Array.isArray(operation['x-call-names']) ? operation['x-call-names'] : [];
      const examples = {};
      const statuses = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^\d{3}$/.test(status)) continue;
        const { type, media } = mediaOf(response);
        statuses[status] = { type, body: firstBody(media) ?? null };
        if (status !== '200') continue;
        for (const [name, example] of Object.entries(media?.examples ?? {})) {
          examples[name] = { status: Number(status), type, body: example?.value ?? null };
        }
      }
      answers[pathName] = { method, calls: [operation.operationId, ...aliases], examples, statuses };
    }
  }
  return answers;
}

/** Stable text: the drift check compares it byte for byte. */
export const renderAnswers = (answers) => `${JSON.stringify(answers, null, 2)}\n`;
