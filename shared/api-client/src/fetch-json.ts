// One JSON exchange with an API on the platform's fetch: the body sent as JSON, the answer read as text
// and parsed here (so a success that is not JSON is caught, not silently null), and every way the
// exchange can fail told apart, for apiRequest to pick the member's message (SPEC section 8).

/** A success (200 to 299) whose body is not JSON. */
export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError';
}

/** The service answered outside 200 to 299; `body` is its JSON, its raw text when not JSON, or null. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the service answered ${status}`);
  }
}

/** No answer: the network failed, or the browser aborted the request (not the caller's signal). */
export class NoResponseError extends Error {
  override name = 'NoResponseError';

  constructor(readonly reason: 'network' | 'aborted') {
    super(reason === 'network' ? 'the service could not be reached' : 'the request was aborted');
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** Sent as the bearer token when present. */
  token?: string | null;
  /** The caller's cancellation: when it fires, its reason is thrown as is. */
  signal?: AbortSignal;
}

const successful = (status: number) => status >= 200 && status < 300;

/** An empty body is null; an error answer that is not JSON keeps its raw text. */
function parseBody(text: string, status: number): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    if (successful(status)) throw new MalformedResponseError('the response is not JSON');
    return text;
  }
}

function requestInit({ method, body, token, signal }: JsonRequest): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Objects travel as JSON; a string as it is. GET bodies were never sent (fetch would refuse them).
  let payload: string | undefined;
  if (body !== undefined && body !== null && method !== 'GET') {
    payload = typeof body === 'object' ? JSON.stringify(body) : String(body);
    if (typeof body === 'object') headers['Content-Type'] = 'application/json';
  }
  return { method, headers, body: payload, signal };
}

// By name, not class: under jsdom in tests, fetch and its DOMExceptions come from Node's realm.
function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

async function exchange(request: JsonRequest): Promise<{ status: number; text: string }> {
  // Outside the try: a body that cannot be serialised is a bug (UNHANDLED_ERROR), not a network failure.
  const init = requestInit(request);
  try {
    const response = await fetch(request.url, init);
    const text = await response.text();
    // Cancelled while the answer was arriving: the caller no longer wants it.
    request.signal?.throwIfAborted();
    return { status: response.status, text };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    throw new NoResponseError(isAbort(error) ? 'aborted' : 'network');
  }
}

/** The parsed JSON of a successful answer (null when empty); throws the errors above otherwise. */
export async function fetchJson(request: JsonRequest): Promise<unknown> {
  const { status, text } = await exchange(request);
  if (!successful(status)) throw new HttpStatusError(status, parseBody(text, status));
  return parseBody(text, status);
}
