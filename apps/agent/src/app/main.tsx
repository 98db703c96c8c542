// iOS 12.0–12.1 WebViews have no AbortController, which every call's 30 s timeout and every screen's load
// rely on; core-js has no polyfill for it. This one does nothing where the browser has its own.
import 'abortcontroller-polyfill/dist/polyfill-patch-fetch';
import '@bluecat/ui/styles.css';
import { OverlayHost } from '@bluecat/ui/overlays';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
    <OverlayHost />
  </StrictMode>,
);
