import answers from './answers.gen.json' with { type: 'json' };

/** One operation's answers, as `npm run generate` writes them from openapi/ (answers.gen.json). */
export interface Entry {
  path: string;
  method: string;
  calls: string[];
  examples: Record<string, Reply>;
  statuses: Record<string, Omit<Reply, 'status'>>;
}

export interface Reply {
  status: number;
  type: string;
  body: unknown;
}

const byPath = answers as unknown as Record<string, Omit<Entry, 'path'>>;
const entries: Entry[] = Object.entries(byPath).map(([path, entry]) => ({ path, ...entry }));

/** The operation behind a call name (any of its names) or a request path. */
export function contractEntry(nameOrPath: string): Entry {
  const entry = nameOrPath.startsWith('/')
    ? // The app may sit under a base path: the contract's path ends the address.
      entries.find(({ path }) => nameOrPath === path || nameOrPath.endsWith(path))
    : entries.find(({ calls }) => calls.includes(nameOrPath));
  if (!entry) {
    throw new Error(
      nameOrPath.startsWith('/')
        ? `A request to ${nameOrPath}, which the contract does not describe.`
        : `No call ${nameOrPath} in the contract.`,
    );
  }
  return entry;
}

/**
 * The answer a choice names, as the journeys name it for Prism: `NAME` or `example=NAME` (a 200 example),
 * `code=NNN` (the first answer documented for that status).
 */
export function replyFor(entry: Entry, call: string, choice: string): Reply {
  const code = /^code=(\d{3})$/.exec(choice)?.[1];
  if (code) {
    const documented = entry.statuses[code];
    if (!documented) {
      throw new Error(
        `${call} has no ${code} answer in the contract; it documents: ${Object.keys(entry.statuses).join(', ')}.`,
      );
    }
    return { status: Number(code), ...documented };
  }
  const name = choice.replace(/^example=/, '');
  const example = entry.examples[name];
  if (!example) {
    throw new Error(
      `${call} has no example "${name}" in the contract; it has: ${Object.keys(entry.examples).join(', ')}.`,
    );
  }
  return example;
}

/** The data of a call's named success example, for a test that checks what the screen shows of it. */
export function exampleData(call: { name: string }, name = 'success'): unknown {
  const { body } = replyFor(contractEntry(call.name), call.name, name);
  return (body as { data?: unknown } | null)?.data;
}
