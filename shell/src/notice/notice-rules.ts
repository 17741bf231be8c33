// The notice banner's rules (docs/product/session.md#session-notice-banner): only on these paths, only when the notice is non-empty
// and not dismissed. Dismissal is a cookie; it names the notice it dismissed, so a new notice shows.
//
// SPEC's /dv-dashboard is the dental and vision dashboard: a redirect to the plan's own dashboard
// (/dental/dashboard or /vision/dashboard, docs/decisions/0021-contract-type-prefix-follows-the-plan.md), so the banner shows on
// those, where Dental and Vision members actually are.
export const noticePaths: readonly string[] = [
  '/login',
  '/select-plan',
  '/medical/dashboard',
  '/dv-dashboard',
  '/dental/dashboard',
  '/vision/dashboard',
];

/** Whether the notice banner may show on this path. */
export function showsNotice(pathname: string): boolean {
  return noticePaths.includes(pathname);
}

const cookieName = 'portal_notice_dismissed';

/** The notice text of a user-notice answer: empty when there is none. */
export function noticeTextOf(response: { notice?: unknown } | null | undefined): string {
  return typeof response?.notice === 'string' ? response.notice.trim() : '';
}

/** A short, stable fingerprint of the notice text (not a secret: it only tells notices apart). */
export function noticeFingerprint(notice: string): string {
  let hash = 5381;
  for (let index = 0; index < notice.length; index += 1) hash = ((hash * 33) ^ notice.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

export function isNoticeDismissed(notice: string, cookies: string = document.cookie): boolean {
  return cookies.split('; ').includes(`${cookieName}=${noticeFingerprint(notice)}`);
}

export function dismissNotice(notice: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName}=${noticeFingerprint(notice)}; Path=/; Max-Age=${60 * 60 * 24 * 90}; SameSite=Lax${secure}`;
}
