import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

/** What whenRouteReady reads of a data router (react-router's `createBrowserRouter` result). */
export interface StartingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * When to render into a root that the page drew a first-screen frame in (@bluecat/rsbuild-preset
 * first-screens.ts): once the router has its route files and first answers, so React draws the screen
 * over the frame at once. Rendering earlier would swap the frame for the router's loading skeleton and
 * back. An empty root (every other address) renders at once and shows that skeleton while it waits.
 * A route file that fails also initialises the router (into its error page), so this always settles.
 */
export function whenRouteReady(router: StartingRouter, root: Element): Promise<void> {
  if (!root.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders an app into its root once whenRouteReady allows, as a transition: React then renders the first
 * screen in slices instead of one long task that holds a slow phone's main thread.
 */
export async function renderWhenRouteReady(
  router: StartingRouter,
  root: Element,
  app: ReactNode,
): Promise<void> {
  await whenRouteReady(router, root);
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
