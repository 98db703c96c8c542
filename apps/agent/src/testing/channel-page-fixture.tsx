import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ChannelLink } from '../config/read-env.ts';
import ChannelPage, { type ChannelRouteHandle } from '../features/channel-login/channel-page.tsx';

/** Opens a channel page at its link, beside the two wizards it may lead to (for the page's tests). */
export function openChannelPage(channel: ChannelLink) {
  const handle: ChannelRouteHandle = { channel };
  const router = createMemoryRouter(
    [
      { path: channel.path, handle, element: <ChannelPage /> },
      { path: '/OpenCard', element: <p>main wizard</p> },
      { path: '/VnoOpenCard', element: <p>scan wizard</p> },
    ],
    { initialEntries: [channel.path] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, user: userEvent.setup() };
}
