import '@bluecat/ui/styles.css';
import { catchPageErrors } from '@bluecat/ui/field-reports/queue';
import { OverlayHost, toast } from '@bluecat/ui/overlays';
import { whenReadyToStart } from '@bluecat/ui/when-ready-to-start';
import { renderWhenRouteReady } from '@bluecat/ui/when-route-ready';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.tsx';

// Errors are queued from here on; the reporter loads after the first screen, when the host names a
// collector (/config/report.json), and never otherwise.
catchPageErrors();

// The router starts the first screen's calls at once, so it is made once AbortController is there, in a
// task of its own after the entry's evaluation (when-ready-to-start.ts). A first screen's page draws its frame
// in #root (config/first-screens.ts): it stays until the route is ready.
void whenReadyToStart().then(async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { router, discoverLinks } = createAppRouter();

  await renderWhenRouteReady(
    router,
    container,
    <StrictMode>
      <RouterProvider router={router} />
      <OverlayHost />
    </StrictMode>,
  );
  // The routes of the links the screen shows, so a tap waits for nothing.
  discoverLinks(container);
  // What the first screen does not need comes after it, in one file (chunk "after-first-screen"). A page
  // that was reloaded into a new release (a file of the old one was gone) says so once, and the release
  // check is then at hand for a page file that fails later (@bluecat/ui route-error.tsx). Field reports
  // start: they read the host's setting a while after the load event. Not loaded, the page announces and
  // reports nothing.
  void import(/* webpackChunkName: "after-first-screen" */ '@bluecat/ui/new-release').then(
    ({ announceNewRelease }) => announceNewRelease(toast),
    () => undefined,
  );
  void import(/* webpackChunkName: "after-first-screen" */ '@bluecat/ui/field-reports/start').then(
    ({ startFieldReports }) => startFieldReports('agent'),
    () => undefined,
  );
});
