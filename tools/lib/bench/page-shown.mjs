// @ts-check
// Whether a measured page really was the page asked for: a figure taken on the sign-in page, on the
// panel shown when a remote cannot load, or on not-found measures nothing of the page.

/**
 * Headings of the pages shown instead of the one asked for (shell/src/remotes/remote-unavailable-panel.tsx,
 * shell/src/pages/not-found-page.tsx).
 */
export const failureHeadings = Object.freeze(['This section is temporarily unavailable', "We can't find that page"]);

/**
 * The page asked for was shown: the browser stayed at its path (a lost session sends the member to
 * /login) and it has a heading that is none of the failure headings.
 * @param {{ path: string, endedAt: string, heading: string }} shown
 *   path: the path asked for; endedAt: the path the browser ended at; heading: the page's first level-1 heading
 */
export const showsPage = ({ path, endedAt, heading }) =>
  endedAt === path && heading.trim() !== '' && !failureHeadings.includes(heading.trim());
