import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import { routes as cancel } from '../../features/cancel/routes.tsx';
import { routes as changeCard } from '../../features/change-card/routes.tsx';
import { routes as planChange } from '../../features/plan-change/routes.tsx';
import { routeObjectOf } from '../route-tree.tsx';
import { BOUND_PHONE_PROMPT, CANCEL_BOUND_PHONE_PROMPT } from './require-bound-phone.tsx';

const overlays = vi.hoisted(() => ({ confirm: vi.fn(async () => false) }));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  ...overlays,
}));

beforeEach(() => {
  overlays.confirm.mockReset();
  overlays.confirm.mockResolvedValue(false);
});

function open(path: string) {
  const router = createMemoryRouter(
    [cancel, changeCard, planChange].flatMap((module) => Object.values(module).map(routeObjectOf)),
    {
      initialEntries: [path],
    },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** product.md › 号码绑定 /cancel: the routes that need a bound number go through the one guard, with their prompt. */
describe('业务办理 routes behind the bound-phone guard', () => {
  it.each([
    [paths.cancel, CANCEL_BOUND_PHONE_PROMPT],
    [paths.verification, BOUND_PHONE_PROMPT],
    [paths.choosePackage, BOUND_PHONE_PROMPT],
    [`${paths.packageDetails}?id=90063346`, BOUND_PHONE_PROMPT],
  ])('%s asks an unbound member to bind: %s', async (path, prompt) => {
    const server = answerWith({ PERSONAL_DATA: 'unbound' });
    open(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(prompt);
    // The dialog is asked for by an effect, which may run just after the page that it opens over is drawn.
    await waitFor(() =>
      expect(overlays.confirm).toHaveBeenCalledWith(
        expect.objectContaining({ message: prompt, confirmText: '去绑定' }),
      ),
    );
    expect(server.bodiesOf(calls.PERSONAL_DATA)).toEqual([{}]);
  });
});
