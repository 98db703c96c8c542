/*
 * Release day. WeChat keeps a page open for days; after a deployment the page's next screen may name a file
 * the host no longer has. That is no network failure and 重试 of the same file cannot help: the page loads
 * the new release once, at the address it was going to (drafts and the wizard's step are in sessionStorage
 * and localStorage, so the new page continues from them), and the new page says so once.
 *
 * The build names its release in every page (meta `bluecat-release`) and in `/version.json`, which the host
 * revalidates on every request (@bluecat/rsbuild-preset release-id.ts, deploy/nginx, scripts/serve.mjs).
 */

/** The notice the page shows after it reloaded into the new release. */
export const NEW_RELEASE_NOTICE = '已更新到新版本';

/** The page's own release, from the meta tag the build writes (@bluecat/rsbuild-preset release-id.ts). */
const RELEASE_META = 'meta[name="bluecat-release"]';
const VERSION_FILE = '/version.json';

/**
 * One reload toward a new release per tab in this window, whatever release it was toward. A page that
 * still is the old release after its reload (a cached page, a host half deployed) meets the same missing
 * file again; and while two releases are live behind one name (a rolling deploy), each page's next file
 * can come from the other one, so a mark that only remembered its target would reload X → Y → X → … for
 * as long as the deploy lasts. Within the window such a page shows the normal 页面加载失败 with 重试
 * instead. Ten minutes covers a rolling deploy of a static host; after it one more reload is allowed, so
 * a tab left open for days still reaches a later release, and a loop can cost at most one reload per
 * window.
 */
export const RELOAD_WINDOW_MS = 10 * 60 * 1000;

interface ReloadMark {
  /** The release the page left. */
  from: string;
  /** The release the host named, which the reload was to bring. */
  to: string;
  /** When (ms since the epoch). */
  at: number;
  /** The new page said so already. */
  told?: boolean;
}

export function pageRelease(): string | null {
  return document.querySelector(RELEASE_META)?.getAttribute('content') || null;
}

/** The release the host serves now, or null when it cannot be asked (offline, an older host). */
export async function hostRelease(): Promise<string | null> {
  try {
    // The query keeps any cache between (an old WebView's included) from answering an earlier release.
    const response = await fetch(`${VERSION_FILE}?t=${Date.now()}`, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { release?: unknown };
    return typeof body.release === 'string' && body.release ? body.release : null;
  } catch {
    return null;
  }
}

/**
 * Both apps (sessionStorage): the one reload into a new release after a page met a missing file, so the
 * reload happens once, and the new page says so once. No personal data.
 */
export const RELEASE_RELOAD_MARK = 'bluecat:release-reload';

function readMark(): ReloadMark | null {
  try {
    const raw = window.sessionStorage.getItem(RELEASE_RELOAD_MARK);
    const mark = raw ? (JSON.parse(raw) as Partial<ReloadMark>) : null;
    return mark && typeof mark.to === 'string' && typeof mark.at === 'number' ? (mark as ReloadMark) : null;
  } catch {
    return null;
  }
}

function writeMark(mark: ReloadMark): boolean {
  try {
    window.sessionStorage.setItem(RELEASE_RELOAD_MARK, JSON.stringify(mark));
    return true;
  } catch {
    return false;
  }
}

/**
 * After a page file failed every try: the release to reload into, when the host now serves another one
 * than this page's and this tab has not reloaded toward any release within the window; else null (a
 * network failure, or a reload that did not help), and the page shows 页面加载失败 with 重试. Records the
 * reload it allows, and allows none where it cannot record it (storage refused): no mark, no guard against
 * a loop.
 */
export async function releaseToReloadInto(now: () => number = Date.now): Promise<string | null> {
  const current = pageRelease();
  if (!current) return null;
  const served = await hostRelease();
  if (!served || served === current) return null;
  const mark = readMark();
  // Not only toward the same target: during a rolling deploy the next target is the release just left.
  if (mark && now() - mark.at < RELOAD_WINDOW_MS) return null;
  return writeMark({ from: current, to: served, at: now() }) ? served : null;
}

/**
 * On start: when this page is the release a reload was for and has not said so yet, shows the notice once.
 */
export function announceNewRelease(show: (message: string) => void): void {
  const mark = readMark();
  if (!mark || mark.told || mark.to !== pageRelease()) return;
  if (writeMark({ ...mark, told: true })) show(NEW_RELEASE_NOTICE);
}
