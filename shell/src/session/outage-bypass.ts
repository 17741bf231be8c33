// The local outage bypass flag of docs/product/session.md#session-outage (set by /bypass-outage). Free of React and the API
// client so the pre-rendered landing page's loader can read it too.
export const outageBypassKey = 'bypass_outage';

export function setOutageBypass(): void {
  try {
    localStorage.setItem(outageBypassKey, 'true');
  } catch {
    // Without storage there is no bypass.
  }
}

export function isOutageBypassed(): boolean {
  try {
    return localStorage.getItem(outageBypassKey) === 'true';
  } catch {
    return false;
  }
}
