import { isChunkLoadError } from '../chunk-retry.ts';
import { report } from './queue.ts';

/**
 * Code a page fetches on its own after its route (a chart, the payment steps, the counties, a look) that
 * did not come: a file that failed after the build's retries is reported as a route's file is (`chunk`,
 * `failed`), and code that came but failed as it started is an `error`. The page says what it does
 * instead; the operator sees that it had to.
 */
export function reportFailedLoad(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (isChunkLoadError(error)) report('chunk', { message, outcome: 'failed' });
  else report('error', { message, stack: error instanceof Error ? error.stack : undefined });
}
