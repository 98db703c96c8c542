import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { RULES } from './check.mjs';

/**
 * `npm run lint` holds the one-way arrows twice: Biome's noRestrictedImports (biome.json) on the shape of
 * each path, and scripts/check-boundaries.mjs on where each import lands. Each rule is broken on purpose
 * in a small tree of the repository's shape, with the repository's biome.json, and both must fail there.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIOME = realpathSync(path.join(ROOT, 'node_modules', '.bin', 'biome'));
const CHECK = path.join(ROOT, 'scripts', 'check-boundaries.mjs');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A tree that follows every arrow: an app with a feature, lib, config and test helpers, four packages. */
const CLEAN: Record<string, string> = {
  'apps/hall/package.json': json({
    name: '@bluecat/hall',
    dependencies: { '@bluecat/api': '*', '@bluecat/rules': '*', '@bluecat/ui': '*' },
  }),
  'packages/api/package.json': json({
    name: '@bluecat/api',
    exports: { './calls': './src/calls.ts', './testing': './src/testing/index.ts' },
  }),
  'packages/ui/package.json': json({ name: '@bluecat/ui', exports: { './button': './src/button.tsx' } }),
  'packages/rules/package.json': json({ name: '@bluecat/rules', exports: { './*': './src/*.ts' } }),
  'packages/rsbuild-preset/package.json': json({ name: '@bluecat/rsbuild-preset' }),
  'apps/hall/src/app/router.ts':
    "import { paths } from '../config/paths.ts';\nimport { page } from '../features/bills/page.ts';\n\nexport const routes = [page, paths];\n",
  'apps/hall/src/features/bills/page.ts':
    "import { call } from '@bluecat/api/calls';\nimport { money } from '../../lib/money.ts';\n\nexport const page = [money, call];\n",
  'apps/hall/src/features/bills/page.test.ts':
    "import { answers } from '@bluecat/api/testing';\nimport { member } from '../../testing/member.ts';\n\nexport const cases = [member, answers];\n",
  'apps/hall/src/lib/money.ts':
    "import { paths } from '../config/paths.ts';\n\nexport const money = paths;\n",
  'apps/hall/src/config/paths.ts': 'export const paths = {};\n',
  'apps/hall/src/testing/member.ts': 'export const member = {};\n',
  'packages/api/src/calls.ts': 'export const call = 1;\n',
  'packages/ui/src/button.ts': "import { call } from '@bluecat/api/calls';\n\nexport const button = call;\n",
  'scripts/start.mjs':
    "// By file: it runs before the install links the workspaces.\nimport { call } from '../packages/api/src/calls.ts';\n\nexport const start = call;\n",
};

/** A line that fetches `file` when called; built, so this file's own imports do not seem to name it. */
const fetches = (file: string) => `export const load = () => import('${file}');\n`;

/**
 * A lazily fetched file and the hook that fetches it, in one feature, each importing only the other's
 * types: the compiler removes those imports, so there is no circle.
 */
const TYPE_ONLY_CIRCLE: Record<string, string> = {
  'apps/hall/src/features/bills/use-pay.ts': `import type { Outcome } from './pay-run.ts';\n\nexport type Phase = Outcome | 'form';\n${fetches('./pay-run.ts')}`,
  'apps/hall/src/features/bills/pay-run.ts':
    "import type { Phase } from './use-pay.ts';\n\nexport type Outcome = 'paid';\nexport const run = (phase: Phase) => phase;\n",
};

/**
 * One deliberate break of each arrow: the file written, what it says, the rule, whether Biome sees it, and
 * the other files the break needs.
 */
const VIOLATIONS: Array<
  [
    string,
    {
      file: string;
      text: string;
      rule: keyof typeof RULES;
      biome: boolean;
      also?: Record<string, string>;
    },
  ]
> = [
  [
    'lib importing a feature',
    {
      file: 'apps/hall/src/lib/uses-feature.ts',
      text: "import { page } from '../features/bills/page.ts';\n\nexport const used = page;\n",
      rule: 'layers',
      biome: true,
    },
  ],
  [
    'a feature importing app',
    {
      file: 'apps/hall/src/features/bills/uses-app.ts',
      text: "import { routes } from '../../app/router.ts';\n\nexport const used = routes;\n",
      rule: 'layers',
      biome: true,
    },
  ],
  [
    'a feature importing another feature',
    {
      file: 'apps/hall/src/features/points/uses-bills.ts',
      text: "import { page } from '../bills/page.ts';\n\nexport const used = page;\n",
      rule: 'featureToFeature',
      biome: true,
    },
  ],
  [
    'a package importing an app',
    {
      file: 'packages/ui/src/uses-app.ts',
      text: "import { paths } from '../../../apps/hall/src/config/paths.ts';\n\nexport const used = paths;\n",
      rule: 'packageToApp',
      biome: true,
    },
  ],
  [
    'rules importing a tooling package',
    {
      file: 'packages/rules/src/uses-tooling.ts',
      text: "import { preset } from '@bluecat/rsbuild-preset/rsbuild';\n\nexport const used = preset;\n",
      rule: 'pageToTooling',
      biome: false,
    },
  ],
  [
    'ui reaching into api by path',
    {
      file: 'packages/ui/src/uses-api-file.ts',
      text: "import { call } from '../../api/src/calls.ts';\n\nexport const used = call;\n",
      rule: 'apiInternals',
      biome: true,
    },
  ],
  [
    'ui importing an api subpath api does not export',
    {
      file: 'packages/ui/src/uses-api-src.ts',
      text: "import { call } from '@bluecat/api/src/calls.ts';\n\nexport const used = call;\n",
      rule: 'apiInternals',
      biome: true,
    },
  ],
  [
    'a screen importing a test fixture',
    {
      file: 'apps/hall/src/features/bills/uses-fixture.ts',
      text: "import { member } from '../../testing/member.ts';\n\nexport const used = member;\n",
      rule: 'testOnly',
      biome: false,
    },
  ],
  [
    'lib importing @bluecat/api/testing',
    {
      file: 'apps/hall/src/lib/uses-answers.ts',
      text: "import { answers } from '@bluecat/api/testing';\n\nexport const used = answers;\n",
      rule: 'testOnly',
      biome: false,
    },
  ],
  [
    'a journey reaching into an app by path without saying why',
    {
      file: 'e2e/uses-app.ts',
      text: "import { paths } from '../apps/hall/src/config/paths.ts';\n\nexport const used = paths;\n",
      rule: 'byFile',
      biome: false,
    },
  ],
  [
    'a script importing a file that moved away',
    {
      file: 'scripts/contract.mjs',
      text: "import { catalogue } from './mock-console/catalogue.mjs';\n\nexport const used = catalogue;\n",
      rule: 'missing',
      biome: false,
    },
  ],
  [
    'a lazily fetched file importing a value of the file that fetches it',
    {
      file: 'apps/hall/src/features/bills/pay-run.ts',
      text: "import { PAY_ERROR } from './use-pay.ts';\n\nexport const run = () => PAY_ERROR;\n",
      rule: 'cycle',
      biome: true,
      also: {
        'apps/hall/src/features/bills/use-pay.ts': `export const PAY_ERROR = '支付异常，请稍后重试';\n${fetches('./pay-run.ts')}`,
      },
    },
  ],
];

/** The repository's biome.json, without what needs the repository itself (its schema file, git). */
function biomeConfig() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  return json(config);
}

let tree = '';
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = '';
});

function writeTree(extra: Record<string, string> = {}) {
  tree = mkdtempSync(path.join(os.tmpdir(), 'bluecat-boundaries-'));
  for (const [file, text] of Object.entries({ ...CLEAN, 'biome.json': biomeConfig(), ...extra })) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The two halves of `npm run lint` that hold the arrows, on `root`. */
const importCheck = (root: string) => run([CHECK, root], ROOT);
const biomeImports = (root: string) =>
  run(
    [
      BIOME,
      'lint',
      '--only=style/noRestrictedImports',
      '--only=suspicious/noImportCycles',
      '--max-diagnostics=50',
      '.',
    ],
    root,
  );

describe('npm run lint on the import boundaries', () => {
  it('passes on the repository as it is', () => {
    expect(importCheck(ROOT)).toMatchObject({ status: 0 });
    expect(biomeImports(ROOT)).toMatchObject({ status: 0 });
  });

  it('passes on a small tree that follows every arrow', () => {
    const root = writeTree();
    expect(importCheck(root)).toMatchObject({ status: 0 });
    expect(biomeImports(root)).toMatchObject({ status: 0 });
  });

  it('passes on a circle of type-only imports, which the compiler removes', () => {
    const root = writeTree(TYPE_ONLY_CIRCLE);
    expect(importCheck(root)).toMatchObject({ status: 0 });
    expect(biomeImports(root)).toMatchObject({ status: 0 });
  });

  it.each(VIOLATIONS)('fails on %s', (_, violation) => {
    const root = writeTree({ ...violation.also, [violation.file]: violation.text });
    const checked = importCheck(root);
    expect(checked.status).toBe(1);
    expect(checked.output).toContain(`${violation.file}:1 imports`);
    expect(checked.output).toContain(RULES[violation.rule]);
    if (violation.biome) {
      const linted = biomeImports(root);
      expect(linted.status).not.toBe(0);
      expect(linted.output).toContain(violation.file);
    }
  });

  it('covers every rule with a deliberate break', () => {
    expect(new Set(VIOLATIONS.map(([, violation]) => violation.rule))).toEqual(new Set(Object.keys(RULES)));
  });
});
