/**
 * An XMLHttpRequest for unit tests that answers as a server would, through the same `respond` function a
 * test's fetch uses: the request it builds from open / setRequestHeader / send is a real Request, so one
 * answer table can serve both carriers. Its upload reports progress in `chunkBytes` steps, `stepMs`
 * apart, in the order a browser fires the events (upload progress…, upload load, then load or error).
 */
export type Responder = (request: Request) => Response | Promise<Response>;

export interface FakeXhrOptions {
  chunkBytes?: number;
  stepMs?: number;
  /** Bytes after which the upload stops moving, as on a dropped link. */
  stallAfter?: number;
}

type Handler = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

export function fakeXhr(respond: Responder, options: FakeXhrOptions = {}) {
  const { chunkBytes = 64 * 1024, stepMs = 0, stallAfter = Number.POSITIVE_INFINITY } = options;
  const requests: Request[] = [];
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, stepMs));

  class FakeXMLHttpRequest {
    upload: { onprogress: Handler; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answerHeaders = new Headers();
    private readonly controller = new AbortController();
    private finished = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      if (this.finished) return;
      this.finished = true;
      this.controller.abort();
      this.onabort?.();
    }

    send(body: string | null) {
      const request = new Request(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        signal: this.controller.signal,
      });
      requests.push(request.clone());
      void this.run(request, body === null ? 0 : new Blob([body]).size);
    }

    private async run(request: Request, total: number) {
      for (let loaded = Math.min(chunkBytes, total); ; loaded = Math.min(loaded + chunkBytes, total)) {
        await pause();
        if (this.finished) return;
        if (loaded > stallAfter) {
          // The link is dead: nothing moves again until the request is aborted.
          await new Promise<void>(() => undefined);
        }
        this.upload.onprogress?.({ loaded, total, lengthComputable: true });
        if (loaded >= total) break;
      }
      this.upload.onload?.();
      try {
        const response = await respond(request);
        const text = await response.text();
        if (this.finished) return;
        this.finished = true;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = text;
        this.answerHeaders = response.headers;
        this.onload?.();
      } catch {
        if (this.finished) return;
        this.finished = true;
        this.onerror?.();
      }
    }
  }

  return {
    XMLHttpRequest: FakeXMLHttpRequest as unknown as typeof XMLHttpRequest,
    /** Each request sent, as the server received it. */
    requests,
  };
}
