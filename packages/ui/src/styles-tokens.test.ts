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

/** A token's hex value on :root. */
function tokenColour(token: string): string {
  const match = new RegExp(`${token}\\s*:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(ROOT_BLOCK);
  if (!match?.[1]) throw new Error(`${token} is not a six-digit colour on :root`);
  return match[1];
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
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

  // WCAG 1.4.3 at AA: text and a field's hint at least 4.5:1 on the surfaces they are drawn on.
  it.each([
    ['--bc-text', ['#ffffff', '--bc-page-background']],
    ['--bc-text-secondary', ['#ffffff', '--bc-page-background']],
    ['--bc-placeholder', ['#ffffff', '--bc-page-background']],
    ['--bc-brand', ['#ffffff', '--bc-page-background']],
    ['--bc-accent-text', ['#ffffff', '--bc-page-background']],
    ['--bc-success-text', ['#ffffff', '--bc-page-background']],
    ['--bc-danger-text', ['#ffffff', '--bc-page-background']],
    ['--bc-notice-text', ['--bc-notice-background']],
  ])('%s reads at least 4.5:1 on %j', (token, surfaces) => {
    for (const surface of surfaces) {
      const background = surface.startsWith('--') ? tokenColour(surface) : surface;
      expect(contrast(tokenColour(token), background), `${token} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
