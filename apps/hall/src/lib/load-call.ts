import type { CallBody, CallData, CallDefinition, CallName } from '@bluecat/api/gateway';
import type { RouteCall } from '@bluecat/api/route-call';
import { LoadError } from '@bluecat/ui/use-load';
import { api } from './api.ts';

/**
 * A screen's data call for `useLoad`: the answer's data on success, otherwise a LoadError carrying the
 * server's message for the error block. Loading shows as the screen's skeleton, so neither the
 * gateway's overlay nor its toast appear (the -101/-102 handling still runs in the gateway, product.md › 错误与提示).
 * With `route`, it is that route's declared first call, read through the gateway's cache (the request
 * the route's loader started for this body).
 */
export async function loadCall<N extends CallName>(
  definition: CallDefinition<N>,
  body: CallBody<N>,
  signal?: AbortSignal,
  route?: RouteCall<N>,
): Promise<CallData<N>> {
  const result = await api.call(definition, body, { toast: false, loading: false, signal, route });
  if (!result.ok) throw new LoadError(result.msg || '加载失败');
  return result.data;
}
