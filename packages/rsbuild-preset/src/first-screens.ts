import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PLAIN_ADDRESS, type RouteModules } from './route-modules.ts';

/** `/Recharge` → `Recharge.html`; the host answers the address with it (deploy/nginx, @bluecat/demo-host static-server.mjs). */
export function firstScreenFile(address: string): string {
  if (!PLAIN_ADDRESS.test(address)) {
    throw new Error(`first screen ${address}: expected a plain path such as /Recharge`);
  }
  return `${address.slice(1)}.html`;
}

/**
 * A route file named in its page: a script as a preload, so it downloads with the entry while the
 * bundler's runtime still loads it itself (a `<script>` tag would be taken over by the runtime as it is,
 * failure included: a file whose only request had failed left the route waiting for an event that had
 * already passed, where the runtime's own request fails into 页面加载失败 with 重试). A stylesheet comes
 * inside the page as `<style data-href>`, which the runtime takes for its own file, loaded: no request
 * at all, and the route's frame is styled from the first paint.
 */
export interface FirstScreenFile {
  /** Output path, such as `static/js/async/recharge.1a2b.js`. */
  file: string;
  /** The stylesheet's text, for a `.css` file. */
  css?: string;
  /**
   * The script's `sha384-…` hash, when the build's files come from another origin with subresource
   * integrity (PUBLIC_ASSET_PREFIX): the preload then asks as the runtime will (CORS, the same integrity),
   * so the runtime's request takes the preloaded file instead of fetching it again.
   */
  integrity?: string;
}

export function firstScreenTags(files: readonly FirstScreenFile[], publicPath: string): string {
  return files
    .map(({ file, css, integrity }) => {
      const href = `${publicPath}${file}`;
      if (file.endsWith('.css')) {
        if (css === undefined) throw new Error(`first screens: no text for ${file}`);
        if (/<\/style/i.test(css)) throw new Error(`first screens: ${file} cannot be put inside a page`);
        return `<style data-href="${href}">${css}</style>`;
      }
      if (file.endsWith('.js')) {
        const checked = integrity ? ` crossorigin="anonymous" integrity="${integrity}"` : '';
        return `<link href="${href}" rel="preload" as="script" ${LIKE_THE_ENTRY}${checked}>`;
      }
      return '';
    })
    .join('');
}

/**
 * A preload is fetched ahead of a deferred script of the entry (High against Low), though nothing of the
 * route runs before the entry has: at the entry's own priority they share the line in document order.
 */
const LIKE_THE_ENTRY = 'fetchpriority="low"';

/** index.html with the route's tags placed just before `</head>`, after the entry's own. */
export function withFirstScreenTags(indexHtml: string, tags: string): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head> to put the route files before');
  return `${indexHtml.slice(0, end)}${tags}${indexHtml.slice(end)}`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the screen's frame drawn inside the app's root: what the first paint shows while the
 * scripts download. React replaces it when the app starts (each app's main.tsx waits until the route is
 * ready, so the frame is not swapped for a loading skeleton first).
 */
export function withFirstScreenShell(html: string, shell: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) throw new Error(`the page has no empty ${EMPTY_ROOT} to draw the frame in`);
  return `${html.slice(0, at)}<div id="root">${shell}</div>${html.slice(at + EMPTY_ROOT.length)}`;
}

/** Text as React writes it into markup (react-dom/server's escaping), so a frame equals its render. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPED[char] ?? char);
}

const ESCAPED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * `<PageHeader title={title} />` of @bluecat/ui (page-header.tsx) as React renders it: the 44 px bar with
 * the back arrow and the title as the page's h1. Each app's first-screen-shells test renders the
 * component and fails when this differs.
 */
export function pageHeaderFrame(title: string): string {
  return (
    '<header class="bc-page-header"><div class="bc-page-header-bar"><div class="bc-page-header-side">' +
    '<button type="button" class="bc-page-header-back" aria-label="返回">' +
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
    '<path d="M15.5 4.5 8 12l7.5 7.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path>' +
    '</svg></button></div><div class="bc-page-header-center">' +
    `<h1 class="bc-page-header-title">${escapeText(title)}</h1></div>` +
    '<div class="bc-page-header-side bc-page-header-side--right"></div></div></header>'
  );
}

/** `<PageSkeleton />` of @bluecat/ui (page-skeleton.tsx): its four grey lines, 加载中 to a screen reader. */
export const PAGE_SKELETON_FRAME = `<div class="bc-page-skeleton" role="progressbar" aria-label="加载中" aria-busy="true">${'<span class="bc-page-skeleton-line"></span>'.repeat(4)}</div>`;

/**
 * The frame of an address without a hand-made one: its screen's header, titled as its route module
 * titles it, above the loading skeleton, which is what the screen itself draws while its answers load;
 * the skeleton alone for a screen whose heading is not its route's title.
 */
export function titledFrame(title: string | undefined, lead?: FrameLead): string {
  if (title === undefined) return PAGE_SKELETON_FRAME;
  const frame = `${pageHeaderFrame(title)}${lead?.lead ?? ''}${PAGE_SKELETON_FRAME}`;
  if (!lead) return frame;
  const closes = lead.around.map((open) => `</${tagName(open)}>`).reverse();
  return `${lead.around.join('')}${frame}${closes.join('')}`;
}

/**
 * What a titled frame draws besides its header and skeleton, as the screen's own first render draws it:
 * the elements the header sits in (`around`, their opening tags, outermost first) and the fixed text
 * right after it (`lead`: an introduction, a notice), so that the page's largest text is painted with
 * the document rather than once its scripts have run. The app's first-screen-shells test writes them into
 * `first-screen-frames.gen.json` (`leads`), taking only what holds the route's own literal text and
 * nothing to tap, type into or wait for.
 */
export interface FrameLead {
  around: readonly string[];
  lead: string;
}

const OPEN_TAG = /^<([a-z][a-z0-9-]*)(?:\s[^<>]*)?>$/;

function tagName(open: string): string {
  const name = OPEN_TAG.exec(open)?.[1];
  if (!name) throw new Error(`a frame's lead: ${open} is not an opening tag`);
  return name;
}

/** The class whose rules a titled frame needs in its page, in a stylesheet of the entry or of its route. */
const HEADER_RULE = /\.bc-page-header-bar(?![\w-])/;

/**
 * The frames of a folder of `<Address>.html` files (`Recharge.html` → `/Recharge`). Each is the static
 * markup of the screen's frame rendered from the app's own components, kept by that app's
 * first-screen-shells test, which fails when a component no longer renders what the file holds.
 */
export function readFirstScreenShells(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  const shells: Record<string, string> = {};
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.html')) continue;
    shells[`/${file.slice(0, -'.html'.length)}`] = readFileSync(path.join(folder, file), 'utf8').trim();
  }
  return shells;
}

/**
 * The addresses an app's `first-screen-frames.gen.json` draws with the skeleton alone (`{ "skeletonOnly":
 * { "/paySuccess": "why" } }`), each with why its screen's first render is not its titled header; the
 * app's first-screen-shells test writes it from that render. No file, no such address.
 */
export function readUntitledFrames(file: string): string[] {
  if (!existsSync(file)) return [];
  const { skeletonOnly } = JSON.parse(readFileSync(file, 'utf8')) as {
    skeletonOnly?: Record<string, string>;
  };
  if (typeof skeletonOnly !== 'object' || skeletonOnly === null) {
    throw new Error(`${file}: expected { "skeletonOnly": { "/address": "why" } }`);
  }
  return Object.keys(skeletonOnly);
}

/**
 * The leads an app's `first-screen-frames.gen.json` gives its titled frames (`{ "leads": { "/invoiceVerify":
 * { "around": ["<div class=\"invoice-page\">"], "lead": "<section …>…</section>" } } }`, FrameLead),
 * written by its first-screen-shells test. No file or no `leads`, none.
 */
export function readFrameLeads(file: string): Record<string, FrameLead> {
  if (!existsSync(file)) return {};
  const { leads = {} } = JSON.parse(readFileSync(file, 'utf8')) as { leads?: Record<string, FrameLead> };
  for (const [address, lead] of Object.entries(leads)) {
    const valid =
      Array.isArray(lead?.around) &&
      lead.around.every((open) => typeof open === 'string' && OPEN_TAG.test(open)) &&
      typeof lead.lead === 'string';
    if (!valid)
      throw new Error(`${file}: leads ${address}: expected { "around": ["<tag …>"], "lead": "markup" }`);
  }
  return leads;
}

export interface FirstScreensOptions {
  /** The app's folder, which the modules of `routeModules` are relative to. */
  root: string;
  /** Every address the router knows → the modules its route loads (route-modules.ts). */
  routeModules: RouteModules;
  /** Frames (`/Recharge` → markup) drawn in some of those pages before the app starts. */
  shells?: Readonly<Record<string, string>>;
  /**
   * Every address → its title (the app's `src/config/route-titles.gen.json`, written from the route
   * modules). Given, every page without a frame in `shells` draws its screen's header and skeleton
   * (titledFrame).
   */
  titles?: Readonly<Record<string, string>>;
  /** Addresses whose generated frame is the skeleton alone: their screen draws no header with that title. */
  untitled?: readonly string[];
  /** What some titled frames draw around and after their header (readFrameLeads). */
  leads?: Readonly<Record<string, FrameLead>>;
}

/** What the plugin reads of a chunk group's origins: the import's module and what it asked for. */
interface Origin {
  module?: { resource?: string } | undefined;
  request?: string;
}

/**
 * Opening an address loads the entry and then, once the entry has run, the route's own files: two
 * waves on a phone network. So the build writes every address the router knows a page of its own
 * (`<Address>.html`: index.html with the route's stylesheets inside and preloads of its scripts), which
 * the host answers for it: those files come with the document or beside the entry, and when the runtime
 * asks for them they are already there. Each page also shows its screen's frame from the first paint:
 * the hand-made one in `shells`, else, given `titles`, the header and skeleton drawn from the route's
 * title (titledFrame), so an address opened cold from a message or a menu shows its heading before any
 * script has run. Any other address (one with a parameter) gets index.html.
 */
export function pluginFirstScreens({
  root,
  routeModules,
  shells = {},
  titles,
  untitled = [],
  leads = {},
}: FirstScreensOptions): RsbuildPlugin {
  for (const address of [...Object.keys(shells), ...untitled, ...Object.keys(leads)]) {
    if (!routeModules[address]) throw new Error(`first screens: a frame for ${address}, which no route has`);
  }
  const frames = framesOf(routeModules, shells, titles, untitled, leads);
  return {
    name: 'bluecat:first-screens',
    setup(api) {
      // After the content hashes are final (`optimize-hash`) and the files minified, so the names written
      // are the ones served and the stylesheets put inside are the ones built.
      api.processAssets({ stage: 'report' }, ({ assets, compilation, sources }) => {
        if (api.context.action !== 'build') return;
        const index = assets['index.html'];
        if (!index) throw new Error('first screens: the build has no index.html');
        const indexHtml = index.source().toString();
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const initial = new Set<string>();
        for (const entry of compilation.entrypoints.values()) {
          for (const file of entry.getFiles()) initial.add(file);
        }
        // Each lazily imported module → the files its import loads, by the importing module and request.
        const filesOf = new Map<string, readonly string[]>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins as Origin[]) {
            const importer = origin.module?.resource;
            if (!importer || !origin.request) continue;
            filesOf.set(path.resolve(path.dirname(importer), origin.request), group.getFiles());
          }
        }
        for (const [address, modules] of Object.entries(routeModules)) {
          const files: string[] = [];
          for (const module of modules) {
            const groupFiles = filesOf.get(path.resolve(root, module));
            if (!groupFiles) {
              throw new Error(
                `route page ${address}: no import of ${module} in the build; is src/config/route-modules.gen.json out of date? (vitest -u in the app)`,
              );
            }
            for (const file of groupFiles) {
              if (!initial.has(file) && !files.includes(file) && /\.(js|css)$/.test(file)) files.push(file);
            }
          }
          // Stylesheets first: each is needed before the route paints.
          files.sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')));
          const checked = Boolean(compilation.outputOptions.crossOriginLoading);
          const named = files.map((file) => {
            if (file.endsWith('.css')) return { file, css: assets[file]?.source().toString() };
            const source = assets[file]?.buffer();
            return checked && source ? { file, integrity: sha384(source) } : { file };
          });
          const shell = frames[address];
          if (shell?.includes('class="bc-page-header"') && !stylesOf([...initial, ...files], assets)) {
            throw new Error(
              `route page ${address}: its frame draws the page header, but no stylesheet of its page styles .bc-page-header-bar`,
            );
          }
          const page = withFirstScreenTags(indexHtml, firstScreenTags(named, publicPath));
          compilation.emitAsset(
            firstScreenFile(address),
            new sources.RawSource(shell === undefined ? page : withFirstScreenShell(page, shell)),
          );
        }
      });
    },
  };
}

/** Each address's frame: its hand-made one, else (with `titles`) the one drawn from its title. */
function framesOf(
  routeModules: RouteModules,
  shells: Readonly<Record<string, string>>,
  titles: Readonly<Record<string, string>> | undefined,
  untitled: readonly string[],
  leads: Readonly<Record<string, FrameLead>>,
): Record<string, string> {
  const frames: Record<string, string> = { ...shells };
  if (!titles) return frames;
  for (const address of Object.keys(routeModules)) {
    if (frames[address] !== undefined) continue;
    const title = titles[address];
    if (title === undefined) {
      throw new Error(
        `route page ${address}: no title in src/config/route-titles.gen.json; is it out of date? (npm run generate)`,
      );
    }
    frames[address] = titledFrame(untitled.includes(address) ? undefined : title, leads[address]);
  }
  return frames;
}

/** Whether the stylesheets among `files` hold the page header's rules. */
function stylesOf(files: readonly string[], assets: Record<string, { source(): unknown }>): boolean {
  return files.some(
    (file) => file.endsWith('.css') && HEADER_RULE.test(String(assets[file]?.source() ?? '')),
  );
}

/** A subresource-integrity value of a file's bytes, as the bundler's own (security.sri, sha384). */
export function sha384(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
