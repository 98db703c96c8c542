import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from './loopback.mjs';

/** The kernel's range for the local end of outgoing connections, where Linux tells it. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return [Number(low), Number(high)];
  } catch {
    return [32_768, 60_999];
  }
}

describe('freePort', () => {
  it('hands out ports no outgoing connection can take, each once', async () => {
    const [low, high] = ephemeralRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port < low || port > high, `${port} in ${low}–${high}`).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
