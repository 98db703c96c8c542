import { describe, expect, it } from 'vitest';
import { keptFromEnvelope } from './envelopes.mjs';

const envelope = (header: object, ...items: [object, object][]) =>
  `${[header, ...items.flat()].map((line) => JSON.stringify(line)).join('\n')}\n`;

describe('the viewer reads envelopes', () => {
  it('keeps an event with its kind, app, route, release, trace and extra', () => {
    const kept = keptFromEnvelope(
      envelope({ event_id: 'e1' }, [
        { type: 'event' },
        {
          timestamp: 1.5,
          release: 'r1',
          environment: 'demo',
          tags: { app: 'hall', route: '/bill/:id', kernel: 'XWEB', kind: 'transport' },
          contexts: { trace: { trace_id: 't'.repeat(32) } },
          message: 'PERSONAL_DATA http 500',
          extra: { call: 'PERSONAL_DATA', status: 500 },
        },
      ]),
    );
    expect(kept).toMatchObject([
      {
        kind: 'transport',
        app: 'hall',
        route: '/bill/:id',
        release: 'r1',
        time: 1500,
        trace: 't'.repeat(32),
        message: 'PERSONAL_DATA http 500',
        call: 'PERSONAL_DATA',
        status: 500,
      },
    ]);
  });

  it('keeps a transaction as the page load’s vitals', () => {
    const measurements = { ttfb: { value: 12, unit: 'millisecond' } };
    const kept = keptFromEnvelope(
      envelope({ event_id: 'e2' }, [
        { type: 'transaction' },
        { timestamp: 2, tags: { app: 'agent' }, measurements },
      ]),
    );
    expect(kept).toMatchObject([{ kind: 'vital', app: 'agent', measurements }]);
  });

  it('keeps nothing of a text that is no envelope, or of one whose header names a DSN', () => {
    expect(keptFromEnvelope('{"v":1,"reports":[]}')).toEqual([]);
    expect(keptFromEnvelope('not json')).toEqual([]);
    expect(
      keptFromEnvelope(envelope({ dsn: 'https://k@o.example/1' }, [{ type: 'event' }, { tags: {} }])),
    ).toEqual([]);
  });
});
