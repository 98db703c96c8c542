/**
 * The bytes of each first screen, read from a build: the address's own page as the host answers it
 * (`<address>.html`, else index.html, as deploy/nginx's try_files) and every script and style file that page
 * names (script src, stylesheet and preload links), each gzip -9. What a page loads later (the field
 * reporter after its load event, a route opened from the screen) is not the first screen's. The legacy
 * polyfills, which only an old engine fetches, are named in a data attribute and not counted.
 *
 * With a baseline (another checkout's build, `--baseline DIR`), each screen is shown before and after, so a
 * change's cost to every first screen is read in one run; growth of more than 1 KB is marked, and an address
 * the baseline had no page for is shown as new.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, FIRST_SCREENS } from './builds.mjs';

/** A first screen may move by this much before the table marks it (issue 40: at most 1 KB). */
export const MOVE_LIMIT = 1024;

const gzipped = (file) => zlib.gzipSync(readFileSync(file), { level: 9 }).length;

/** The page the host answers for `address` in `dist`. */
function pageFile(dist, address) {
  const own = path.join(dist, `${address.replace(/^\/+/, '')}.html`);
  return address !== '/' && existsSync(own) ? own : path.join(dist, 'index.html');
}

/** The files of `dist` a page names: scripts, stylesheets and preloads (not data: or other origins' URLs). */
function namedFiles(dist, html) {
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? ''),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => /\brel="?(stylesheet|preload|modulepreload)\b/.test(tag))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? ''),
  ];
  const files = urls
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => path.join(dist, (url.split(/[?#]/)[0] ?? '').replace(/^\/+/, '')))
    .filter((file) => existsSync(file));
  return [...new Set(files)];
}

/** Bytes of one first screen of the build in `dist`: its page and the files the page names. */
export function screenBytes(dist, address) {
  const page = pageFile(dist, address);
  const html = readFileSync(page, 'utf8');
  return [page, ...namedFiles(dist, html)].reduce((sum, file) => sum + gzipped(file), 0);
}

/** Whether `dist` has a page of its own for `address`: an address without one was not a screen there. */
const hasOwnPage = (dist, address) =>
  address === '/' || existsSync(path.join(dist, `${address.slice(1)}.html`));

/** Every address with a page of its own in `dist` (`/Recharge` for Recharge.html), and `/` for index.html. */
function ownPages(dist) {
  return readdirSync(dist)
    .filter((name) => name.endsWith('.html'))
    .map((name) => (name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`))
    .sort();
}

/**
 * The first screens of the checkout at `root` (and of `baseline`, another checkout, when given): the arrival
 * screens of FIRST_SCREENS, then every other address page of each app.
 * @param {string} root @param {string | undefined} baseline
 */
export function measureFirstScreens(root, baseline) {
  const rows = [];
  for (const app of APPS) {
    const dist = path.join(root, app.dir, 'dist');
    const before = baseline ? path.join(baseline, app.dir, 'dist') : undefined;
    const arrival = FIRST_SCREENS.filter((screen) => screen.app === app.name).map((screen) => screen.path);
    const others = ownPages(dist).filter((address) => !arrival.includes(address));
    for (const address of [...arrival, ...others]) {
      rows.push({
        app: app.name,
        address,
        arrival: arrival.includes(address),
        after: screenBytes(dist, address),
        ...(before ? { before: screenBytes(before, address), isNew: !hasOwnPage(before, address) } : {}),
      });
    }
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (bytes) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(2)} KB`;

/** The arrival screens row by row; the other address pages summed up per app. */
export function printFirstScreens(rows, baselineLabel) {
  const out = (line) => process.stdout.write(`${line}\n`);
  out('\nfirst screens — gzip -9: the address’s page and the files it names, before anything later');
  const width =
    Math.max(...rows.filter((row) => row.arrival).map((row) => row.app.length + row.address.length)) + 4;
  // A screen the baseline did not have is new, not grown; a smaller screen is within any budget.
  const moved = (row) => (row.before === undefined || row.isNew ? 0 : row.after - row.before);
  const mark = (row) => (row.isNew ? '   new screen' : moved(row) > MOVE_LIMIT ? '   grew over 1 KB' : '');
  if (baselineLabel) {
    out(
      `${''.padEnd(width)}${'before'.padStart(12)}${'after'.padStart(12)}${'change'.padStart(13)}   (before: ${baselineLabel})`,
    );
  }
  for (const row of rows.filter((each) => each.arrival)) {
    const label = `${row.app} ${row.address}`.padEnd(width);
    out(
      row.before === undefined
        ? `${label}${kb(row.after).padStart(12)}`
        : `${label}${kb(row.before).padStart(12)}${kb(row.after).padStart(12)}${signed(moved(row)).padStart(13)}${mark(row)}`,
    );
  }
  if (!baselineLabel) return;
  for (const app of APPS) {
    const others = rows.filter((row) => row.app === app.name && !row.arrival);
    if (others.length === 0) continue;
    const moves = others.map(moved);
    const over = others.filter((row) => moved(row) > MOVE_LIMIT).map((row) => row.address);
    const added = others.filter((row) => row.isNew).map((row) => row.address);
    const named = over.length > 8 ? `${over.slice(0, 8).join(', ')}, …` : over.join(', ');
    out(
      `${app.name}: every other address page (${others.length}) changes by ${signed(Math.min(...moves))} to ${signed(Math.max(...moves))}; ${
        over.length === 0 ? 'none grew over 1 KB' : `${over.length} grew over 1 KB: ${named}`
      }${added.length === 0 ? '' : `; new: ${added.join(', ')}`}`,
    );
  }
}
