import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The switch that asks for a build to deploy (`npm run build:deploy` sets it). Without it a build keeps
 * the demo defaults of `apps/<app>/.env`, which `npm start` and the tests rely on.
 */
export const DEPLOY_BUILD_VARIABLE = 'DEPLOY_BUILD';

/** Stand-in pages exist only on the demo hosts (@bluecat/demo-host static-server.mjs, the demo nginx configuration). */
const STAND_IN_PATH = /^\/__demo\//;

/** `NAME=value` lines of a dotenv file; comments and blank lines skipped, surrounding quotes removed. */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The entries of a setting: list settings (the channel links) separate them by commas or spaces. */
function entriesOf(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

/**
 * Every setting of a build that only the demo set-up can serve: a value that keeps any entry of the committed
 * demo default (a non-empty one: an empty default, such as `PUBLIC_API_BASE`, is also the production choice),
 * compared entry by entry so that reordering, spacing or one demo link among real ones does not pass; or an
 * address of a stand-in page. Each problem names the variable and the value to replace.
 */
export function demoSettingProblems(
  env: Readonly<Record<string, string | undefined>>,
  demoDefaults: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [name, demo] of Object.entries(demoDefaults)) {
    if (!name.startsWith('PUBLIC_')) continue;
    const value = (env[name] ?? '').trim();
    const demoEntries = new Set(entriesOf(demo));
    const entries = entriesOf(value);
    const kept = [...new Set(entries.filter((entry) => demoEntries.has(entry)))];
    if (kept.length > 0 && kept.length === demoEntries.size && entries.length === kept.length) {
      problems.push(`${name} still has the demo value "${demo.trim()}"`);
    } else if (kept.length > 0) {
      problems.push(`${name} still holds demo entries: ${kept.join(', ')}`);
    } else if (entries.some((entry) => STAND_IN_PATH.test(entry))) {
      problems.push(`${name} points at a demo stand-in page ("${value}"), which production does not serve`);
    }
  }
  return problems;
}

/**
 * Fails a deployment build before it compiles when a setting still has its demo value, listing each one.
 * The values are those Rsbuild inlines: the build environment over `.env.local` over `.env`, all of which
 * the CLI has loaded into `process.env` before the configuration runs.
 */
export function pluginDeploySettings(appRoot: string): RsbuildPlugin {
  return {
    name: 'bluecat:deploy-settings',
    setup(api) {
      if (process.env[DEPLOY_BUILD_VARIABLE] !== '1' || api.context.action !== 'build') return;
      const envFile = path.join(appRoot, '.env');
      const problems = demoSettingProblems(process.env, parseDotenv(readFileSync(envFile, 'utf8')));
      if (problems.length === 0) return;
      throw new Error(
        [
          `A build to deploy cannot keep demo settings (${path.relative(path.resolve(appRoot, '../..'), envFile)} holds the demo defaults).`,
          'Set these in the build environment or the app’s .env.local (see deploy/WECHAT.md):',
          ...problems.map((problem) => `- ${problem}`),
        ].join('\n'),
      );
    },
  };
}
