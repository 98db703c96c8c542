// iOS 12.0–12.1 WebViews have no AbortController, which every call's 30 s timeout and every screen's load
// rely on; core-js has no polyfill for it. This one does nothing where the browser has its own.
import 'abortcontroller-polyfill/dist/polyfill-patch-fetch';
// The configuration is checked first: a broken build stops here with the list of what to fix.
import '../config/env.ts';
import '@bluecat/ui/styles.css';
import { OverlayHost } from '@bluecat/ui/overlays';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bindNavigation } from '../lib/navigation.ts';
import { createHallRouter } from './router.tsx';

const router = createHallRouter();
bindNavigation((to) => {
  void router.navigate(to);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the hall into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={createStore()}>
      <RouterProvider router={router} />
      <OverlayHost />
    </Provider>
  </StrictMode>,
);
