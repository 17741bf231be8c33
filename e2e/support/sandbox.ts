// The sandbox's development routes (sandbox/README.md), for setting up and reading back test state.
export const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:4000';

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

export const sandbox = {
  reset: () => send('POST', '/sandbox/reset'),
  setAvailability: (isSystemAvailable: boolean) => send('PUT', '/sandbox/availability', { isSystemAvailable }),
  setNotice: (notice: string) => send('PUT', '/sandbox/notice', { notice }),
  /**
   * Makes member API calls whose path matches `path` (a regular expression) fail with `status`; the
   * identity provider's discovery document and token endpoint are matched too.
   */
  failCalls: (path: string, status: number) => send('PUT', '/sandbox/faults', { path, status }),
  /** Any fault of the faults route: a status, a stall (delayMs), malformed JSON, or a mix. */
  setFault: (fault: { path: string; status?: number; delayMs?: number; malformed?: boolean }) => send('PUT', '/sandbox/faults', fault),
  clearFaults: () => send('DELETE', '/sandbox/faults'),
};
