// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhenRouteReady, type StartingRouter, whenRouteReady } from './when-route-ready.ts';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: StartingRouter & {
    state: { initialized: boolean };
    initialise(): void;
    listeners: typeof listeners;
  } = {
    state: { initialized },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialise() {
      this.state = { initialized: true };
      for (const listener of [...listeners]) listener(this.state);
    },
    listeners,
  };
  return router;
}

function rootWith(markup: string): Element {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenRouteReady', () => {
  it('renders an empty root at once, so its loading skeleton shows', async () => {
    expect(await settled(whenRouteReady(fakeRouter(false), rootWith('')))).toBe(true);
  });

  it('keeps a drawn frame until the router has its route, then stops listening', async () => {
    const router = fakeRouter(false);
    const ready = whenRouteReady(router, rootWith('<nav>营业厅</nav>'));
    expect(await settled(ready)).toBe(false);
    router.initialise();
    expect(await settled(ready)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('does not wait for a router that is already initialised', async () => {
    expect(await settled(whenRouteReady(fakeRouter(true), rootWith('<nav>营业厅</nav>')))).toBe(true);
  });
});

describe('renderWhenRouteReady', () => {
  it('draws the app over the frame once the route is ready, the frame gone', async () => {
    const router = fakeRouter(false);
    const root = rootWith('<nav>营业厅</nav>');
    const rendering = renderWhenRouteReady(router, root, createElement('h1', null, '业务查询'));
    await settled(rendering);
    expect(root.innerHTML).toBe('<nav>营业厅</nav>');
    router.initialise();
    await rendering;
    await waitFor(() => expect(root.innerHTML).toBe('<h1>业务查询</h1>'));
  });
});
