import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '../route-error.tsx';

/** A ChunkLoadError as Rsbuild's loader throws it when a page file never arrived. */
export function chunkError(): Error {
  const error = new Error(
    'Loading chunk 42 failed.\n(error: https://hall.example.com/static/js/async/42.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

/** Renders a route whose lazy module fails with `failure`, so RouteError takes over. */
export function renderFailingRoute(failure: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/transfer',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>加载中</p>,
        lazy: () => Promise.reject(failure),
      },
    ],
    { initialEntries: ['/transfer'] },
  );
  return render(<RouterProvider router={router} />);
}
