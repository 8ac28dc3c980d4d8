/**
 * Values read once per HTTP request (issue 17: a page's fixed reads are not repeated by each of its
 * loaders). Remix gives each parallel loader of one HTTP request its own Request copy; the Express
 * layer names the HTTP request in an internal header (REQUEST_ID_HEADER, always overwritten, so a
 * client cannot forge it) and every loader — and the Express maintenance gate before them — shares
 * one read per name. A Request without the header (a direct call, a test) keeps its reads to itself.
 * The reads of a finished HTTP request are dropped when its response is sent (forgetRequest).
 */
export const REQUEST_ID_HEADER = 'x-iprenew-request-id';

type Reads = Map<string, Promise<unknown>>;

/**
 * The maps live on globalThis, under one registered symbol, not in this module: production loads this
 * file twice — the Express layer (server.ts, run from source by tsx) and the Remix server bundle each
 * hold a copy — and the two must share one set of reads. With module-level maps the gate's read and
 * the loaders' were two reads, and the bundle's entries were never dropped (forgetRequest is called by
 * the Express layer's copy): one entry per HTTP request, kept for the life of the process.
 */
const store = ((globalThis as Record<symbol, unknown>)[Symbol.for('iprenew.request-memo')] ??= {
  byRequest: new WeakMap<Request, Reads>(),
  byHttpRequest: new Map<string, Reads>(),
}) as { byRequest: WeakMap<Request, Reads>; byHttpRequest: Map<string, Reads> };
const { byRequest, byHttpRequest } = store;

function readsOf(key: Request | string, create: boolean): Reads | undefined {
  if (typeof key === 'string') {
    let reads = byHttpRequest.get(key);
    if (!reads && create) byHttpRequest.set(key, (reads = new Map()));
    return reads;
  }
  let reads = byRequest.get(key);
  if (!reads && create) byRequest.set(key, (reads = new Map()));
  return reads;
}

/** The HTTP request's id (or the Request itself when it has none) that its shared reads are kept under. */
function requestKey(request: Request): Request | string {
  return request.headers.get(REQUEST_ID_HEADER) ?? request;
}

/** `read()` once per HTTP request (or per Request, or per id from the Express layer) and name. */
export function oncePerRequest<T>(key: Request | string, name: string, read: () => Promise<T>): Promise<T> {
  const reads = readsOf(typeof key === 'string' ? key : requestKey(key), true)!;
  let pending = reads.get(name) as Promise<T> | undefined;
  if (!pending) {
    const started = read();
    // A failed read is not shared: the next reader of this request reads again (the Express layer and
    // the server bundle each hold their own copy of the models package and its connection).
    started.catch(() => {
      if (reads.get(name) === started) reads.delete(name);
    });
    reads.set(name, started);
    pending = started;
  }
  return pending;
}

/**
 * Drops a shared read so the next one reads again: of the whole HTTP request (`shared`), or only the
 * read this Request holds itself (a Request without the header).
 */
export function forgetRead(request: Request, name: string, { shared }: { shared: boolean }): void {
  byRequest.get(request)?.delete(name);
  const id = request.headers.get(REQUEST_ID_HEADER);
  if (shared && id) byHttpRequest.get(id)?.delete(name);
}

/** Drops every read of a finished HTTP request. */
export function forgetRequest(requestId: string | undefined): void {
  if (requestId) byHttpRequest.delete(requestId);
}
