import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every phone, code and ID entry of both apps goes through CompactInput, which strips spaces before its
 * limit applies (product.md › 表单与校验). An entry written as a bare input with a native maxlength counts the spaces and
 * cuts a pasted `139 1234 5678` to `139 1234 56`; this scan keeps that class from coming back.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const SOURCES = ['apps/hall/src', 'apps/agent/src', 'packages/ui/src'];

/** What marks an element as a phone, code or ID entry. */
const MARKERS: readonly [string, RegExp][] = [
  ['a tel input', /\btype=["']tel["']/],
  ['a numeric or tel keypad', /\binputMode=(?:["'](?:numeric|tel)["']|\{[^}]*['"](?:numeric|tel)['"])/],
  [
    'a phone, code or ID limit',
    /\bmaxLength=\{[^}]*(?:phone|code|idCard|idSuffix|taxNumber|spareContact|cardEntry|PHONE|CODE|ID_)/,
  ],
  ['a phone or one-time-code autocomplete', /\bautoComplete=["'](?:tel|one-time-code)["']/],
];

/**
 * The element goes through the component: CompactInput itself, a field given its rule (`compact`), or one
 * of the hall's ruled fields, whose own sources pass their rule to CompactInput and are scanned here too.
 */
const THROUGH_COMPACT = /^<(?:CompactInput|PhoneField|SmsCodeField)\b|\scompact=\{/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    if (!entry.name.endsWith('.tsx') || /\.test\.tsx$/.test(entry.name)) return [];
    return entry.name === 'compact-input.tsx' ? [] : [file];
  });
}

/** Opening JSX tags of components and inputs, whole: attributes with `{…}` values and quotes included. */
function openingTags(source: string): string[] {
  const tags: string[] = [];
  for (const start of source.matchAll(/<(?:[A-Z][\w.]*|input)\b/g)) {
    let depth = 0;
    let quote: string | null = null;
    for (let index = (start.index ?? 0) + 1; index < source.length; index += 1) {
      const char = source[index];
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'" || char === '`') {
        if (depth > 0 || char !== '`') quote = char;
      } else if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) {
        tags.push(source.slice(start.index, index + 1));
        break;
      }
    }
  }
  return tags;
}

/** The tags of a source that are phone, code or ID entries but bypass CompactInput, with what marks them. */
function bypassing(source: string): string[] {
  return openingTags(source).flatMap((tag) => {
    if (THROUGH_COMPACT.test(tag)) return [];
    const marks = MARKERS.filter(([, pattern]) => pattern.test(tag)).map(([name]) => name);
    return marks.length > 0 ? [`${tag.split(/\s/)[0]} (${marks.join(', ')})`] : [];
  });
}

describe('phone, code and ID entries', () => {
  it('are recognised when written as bare inputs', () => {
    expect(
      bypassing(
        `<input id={id} type="tel" maxLength={MAX_LENGTH.phone} onChange={(e) => set(e.target.value)} />`,
      ),
    ).toEqual(['<input (a tel input, a phone, code or ID limit)']);
    expect(bypassing(`<Input value={code} maxLength={MAX_LENGTH.code} />`)).toEqual([
      '<Input (a phone, code or ID limit)',
    ]);
    expect(bypassing(`<TextField label="账号" inputMode="numeric" value={v} />`)).toEqual([
      '<TextField (a numeric or tel keypad)',
    ]);
    expect(bypassing(`<TextField label="姓名" maxLength={MAX_LENGTH.name} value={v} />`)).toEqual([]);
    expect(bypassing(`<TextField type="tel" compact={ENTRY.phone} value={v} />`)).toEqual([]);
    expect(bypassing(`<CompactInput type="tel" {...ENTRY.phone} value={v} />`)).toEqual([]);
  });

  it('go through CompactInput in both apps', () => {
    const found: string[] = [];
    let throughCompact = 0;
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        const source = readFileSync(file, 'utf8');
        throughCompact += openingTags(source).filter((tag) => THROUGH_COMPACT.test(tag)).length;
        for (const tag of bypassing(source)) found.push(`${path.relative(ROOT, file)}: ${tag}`);
      }
    }
    expect(found).toEqual([]);
    // The scan reads the screens: the hall's and the agent's entries are there to be found.
    expect(throughCompact).toBeGreaterThan(20);
  });
});
