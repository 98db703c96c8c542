import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Paths from this file's own, as a string: the DOM environment's URL is not Node's.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const STYLES = path.join(HERE, 'styles.css');

/** The declarations of styles.css's :root, which both apps load before any screen. */
const ROOT_BLOCK = /:root\s*\{([^}]*)\}/.exec(readFileSync(STYLES, 'utf8'))?.[1] ?? '';

/** The custom properties styles.css sets on :root. */
function rootTokens(): string[] {
  return [...ROOT_BLOCK.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1] as string);
}

/** The brand tokens' hex values, lower case, each with its token. */
function brandColours(): Map<string, string> {
  return new Map(
    [...ROOT_BLOCK.matchAll(/(--bc-brand(?:-light)?)\s*:\s*(#[0-9a-f]{3,8})\s*;/gi)].map(
      (match) => [(match[2] as string).toLowerCase(), match[1] as string] as const,
    ),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(css|tsx?)$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const SOURCES = ['apps/hall/src', 'apps/agent/src', 'packages/ui/src'].flatMap((dir) =>
  sourceFiles(path.join(ROOT, dir)),
);

/** `file:line` of each source line the pattern matches, followed by what `note` says of the match. */
function linesMatching(
  files: readonly string[],
  pattern: RegExp,
  note: (match: RegExpExecArray) => string = () => '',
): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = pattern.exec(line);
        return match ? [`${path.relative(ROOT, file)}:${index + 1}${note(match)}`] : [];
      }),
  );
}

describe('colour tokens', () => {
  const tokens = rootTokens();

  it('reads the brand and text tokens from styles.css', () => {
    expect(tokens).toEqual(expect.arrayContaining(['--bc-brand', '--bc-text', '--nutui-color-primary']));
  });

  // A fallback beside a token that is always set is never used, and the old ones had drifted: the
  // brand's fallback was #1f6fff, the blue replaced for failing 4.5:1 on white. One value, in styles.css.
  it('are used without a fallback value of their own', () => {
    const pattern = new RegExp(`var\\((${tokens.join('|')})\\s*,`);
    expect(linesMatching(SOURCES, pattern)).toEqual([]);
  });

  // A brand blue written out again does not follow the token: when the brand changed for contrast, two
  // pictures kept the old blue and three features their own "darker accent" beside it.
  it('give the brand blues, which are written out nowhere else', () => {
    const colours = brandColours();
    expect([...colours.values()].sort()).toEqual(['--bc-brand', '--bc-brand-light']);
    const pattern = new RegExp(`(${[...colours.keys()].join('|')})(?![0-9a-f])`, 'i');
    const others = SOURCES.filter((file) => file !== STYLES);
    const offenders = linesMatching(others, pattern, (match) => {
      const colour = (match[1] as string).toLowerCase();
      return ` ${colour} (${colours.get(colour)})`;
    });
    expect(offenders).toEqual([]);
  });
});
