import type { CallBody, CallData, CallDefinition, CallName, CallResult } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { LoadError } from '@bluecat/ui/use-load';
import { api } from './api.ts';
import { readRoute } from './route-data.ts';

/** The data of a success, otherwise a LoadError carrying the server's message for the error block. */
function dataOf<N extends CallName>(result: CallResult<N>): CallData<N> {
  if (!result.ok) throw new LoadError(result.msg || '加载失败');
  return result.data;
}

/**
 * A screen's data call for `useLoad`: the answer's data on success, otherwise a LoadError carrying the
 * server's message for the error block. Loading shows as the screen's skeleton, so neither the
 * gateway's overlay nor its toast appear (000 §8's -101/-102 handling still runs in the gateway).
 */
export async function loadCall<N extends CallName>(
  definition: CallDefinition<N>,
  body: CallBody<N>,
  signal?: AbortSignal,
): Promise<CallData<N>> {
  return dataOf(await api.call(definition, body, { toast: false, loading: false, signal }));
}

/** `loadCall` for a route's declared first call, read for the address (see route-data.ts). */
export async function loadRoute<N extends CallName>(
  route: RouteCall<N>,
  url: URL,
  signal?: AbortSignal,
): Promise<CallData<N>> {
  return dataOf(await readRoute(route, url, { toast: false, loading: false, signal }));
}
