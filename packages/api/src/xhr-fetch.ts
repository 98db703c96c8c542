import { abortReason } from './abort.ts';

/** How much of a request's body has gone out, in bytes (UTF-8, as sent). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Statuses whose answer may carry no body: a Response refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function answerHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses is of no use to the answer's reading.
    }
  }
  return headers;
}

export interface XhrFetchOptions {
  /** The transport's own signal: its timeout and the caller's cancel both end the request through it. */
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/**
 * `fetch` has no upload progress in the engines the apps target (Chromium 69, iOS 12); XMLHttpRequest's
 * `upload.onprogress` has. This sends the Request openapi-fetch has built — URL, headers, JSON body —
 * with XMLHttpRequest and hands back the answer as a Response, so that the request's making and the
 * answer's reading stay the transport's, whichever of the two carried it. It settles as fetch does: a
 * Response for any HTTP answer, a TypeError when no answer came, the abort reason when aborted.
 */
export function xhrFetch(options: XhrFetchOptions): (request: Request) => Promise<Response> {
  const { signal, onProgress } = options;
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    // The size as the wire carries it; the first progress event may come late on a slow link.
    const total = body === null ? 0 : new Blob([body]).size;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) {
        reject(abortReason(signal));
        return;
      }
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      const xhr = new Xhr();
      const abort = () => xhr.abort();
      const done = () => signal.removeEventListener('abort', abort);
      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : total });
      };
      // Some engines send the last progress event before the last bytes: the end says 100 % itself.
      xhr.upload.onload = () => onProgress({ loaded: total, total });
      xhr.onload = () => {
        done();
        const { status } = xhr;
        if (status < 200 || status > 599) {
          reject(new TypeError('Network request failed'));
          return;
        }
        const text = NULL_BODY_STATUSES.has(status) ? null : xhr.responseText;
        resolve(
          new Response(text, {
            status,
            statusText: xhr.statusText,
            headers: answerHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(abortReason(signal));
      };
      signal.addEventListener('abort', abort, { once: true });
      onProgress({ loaded: 0, total });
      xhr.send(body);
    });
  };
}
