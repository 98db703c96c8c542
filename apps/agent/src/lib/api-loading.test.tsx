import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';

/** A fetch whose answers the test releases one by one, in any order. */
function heldAnswers() {
  const pending: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          pending.push(() => resolve(Response.json({ code: 1, msg: '成功', data: {} })));
        }),
    ),
  );
  return pending;
}

const overlay = () => screen.queryByRole('progressbar');

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetOverlays());
});

// The gateway and the overlay store together, as the agent app wires them: overlapping loading calls must
// leave no overlay behind, whatever order they finish in.
describe('the agent gateway with the loading overlay', () => {
  it.each([
    ['two calls, first answered first', [0, 1]],
    ['two calls, last answered first', [1, 0]],
    ['three calls', [1, 0, 2]],
    ['three calls, in reverse', [2, 1, 0]],
  ])('%s: the overlay goes once every call has settled', async (_name, order) => {
    const answers = heldAnswers();
    render(<OverlayHost />);

    const calls = order.map((_, index) => api.call('getSeesion', { workNo: `LM36010${index}`, Type: 1 }));
    await vi.waitFor(() => expect(answers).toHaveLength(order.length));
    expect(overlay()).toHaveAccessibleName('加载中...');

    for (const [step, index] of order.entries()) {
      await act(async () => {
        answers[index]?.();
        await calls[index];
      });
      if (step < order.length - 1) expect(overlay()).toBeInTheDocument();
    }
    expect(overlay()).not.toBeInTheDocument();
  });
});
