import * as calls from '@bluecat/api/calls';
import { createGateway } from '@bluecat/api/gateway';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alert, OverlayHost, resetOverlays, showLoading, toast } from './overlays.tsx';

/** A gateway wired to the overlays as both apps wire theirs (apps/*\/src/lib/api.ts), on a held fetch. */
function gatewayWithHeldAnswers() {
  const pending: Array<() => void> = [];
  const api = createGateway({
    baseUrl: '',
    effects: { toast: (message) => toast(message), showLoading, alert, navigate: () => {} },
    fetch: () =>
      new Promise<Response>((resolve) => {
        pending.push(() => resolve(Response.json({ code: 1, msg: '成功', data: {} })));
      }),
  });
  return { api, pending };
}

const overlay = () => screen.queryByRole('progressbar');

afterEach(() => {
  act(() => resetOverlays());
});

// The gateway opens one overlay entry per call and closes exactly its own: overlapping calls must leave
// no overlay behind, whatever order they finish in.
describe('the gateway with the loading overlay', () => {
  it.each([
    ['two calls, first answered first', [0, 1]],
    ['two calls, last answered first', [1, 0]],
    ['three calls', [1, 0, 2]],
    ['three calls, in reverse', [2, 1, 0]],
  ])('%s: the overlay goes once every call has settled', async (_name, order) => {
    const { api, pending } = gatewayWithHeldAnswers();
    render(<OverlayHost />);

    const answers = order.map((_, index) =>
      api.call(calls.POINTS_EXCHANGE, { productId: `p${index}` }, { loading: true }),
    );
    await vi.waitFor(() => expect(pending).toHaveLength(order.length));
    expect(overlay()).toHaveAccessibleName('加载中...');

    for (const [step, index] of order.entries()) {
      await act(async () => {
        pending[index]?.();
        await answers[index];
      });
      if (step < order.length - 1) expect(overlay()).toBeInTheDocument();
    }
    expect(overlay()).not.toBeInTheDocument();
  });
});
