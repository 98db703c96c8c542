import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { STORED_KEYS_ATTACHMENT, type StoredKeyFinding } from './fixtures/stored-keys.ts';

interface Row {
  app: string;
  area: string;
  /** The declared name or family (a family ends in `:`), or the undeclared name as written. */
  name: string;
  flow: string;
  tests: number;
}

/**
 * Lists every storage name the journeys wrote, with its flow (e2e/fixtures/stored-keys.ts): a file
 * (`outputFile`, JSON, and a text table beside it) and the table at the end of the run.
 */
export default class StoredKeysReporter implements Reporter {
  private readonly rows = new Map<string, Row>();
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? 'test-results/stored-keys.json';
  }

  /** Relative to the configuration's folder, as Playwright's own reporters read theirs. */
  private root = process.cwd();

  onBegin(config: FullConfig): void {
    if (config.configFile) this.root = path.dirname(config.configFile);
  }

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find((entry) => entry.name === STORED_KEYS_ATTACHMENT);
    if (!attachment?.body) return;
    const findings = JSON.parse(attachment.body.toString('utf8')) as StoredKeyFinding[];
    for (const finding of findings) {
      const name = finding.declared ?? finding.name;
      const id = `${finding.app} ${finding.area} ${name}`;
      const row = this.rows.get(id) ?? {
        app: finding.app,
        area: finding.area,
        name,
        flow: finding.flow ?? 'UNDECLARED',
        tests: 0,
      };
      row.tests += 1;
      this.rows.set(id, row);
    }
  }

  onEnd(): void {
    if (this.rows.size === 0) return;
    const rows = [...this.rows.values()].sort((a, b) =>
      `${a.app} ${a.area} ${a.name}`.localeCompare(`${b.app} ${b.area} ${b.name}`),
    );
    const table = rows
      .map((row) => `${row.app}\t${row.area}\t${row.name}\t${row.flow}\t${row.tests}`)
      .join('\n');
    const file = path.resolve(this.root, this.outputFile);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
    writeFileSync(file.replace(/\.json$/, '.tsv'), `app\tarea\tname\tflow\ttests\n${table}\n`);
    console.log(
      `\nStored names the journeys wrote (${rows.length}), with their flows (${path.relative(process.cwd(), file)}):`,
    );
    for (const row of rows)
      console.log(`  ${row.app.padEnd(5)} ${row.area.padEnd(7)} ${row.name}  —  ${row.flow}`);
  }
}
