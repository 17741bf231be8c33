// The only script the pre-rendered landing page (/login) runs until the member interacts with it
// (/login fetches at most 110 KB of JavaScript). Links work as plain links. The first
// pointer, touch, key or focus event loads the portal, which hydrates the page in place (the DOM
// and focus are kept); a button clicked before that is clicked again once the portal has it. The
// portal also loads at once when the page needs it before any interaction: a member who is still
// signed in, a notice to show, or an outage to announce.
import { apiCalls } from '@portal/api-client/api-calls';
import { readSessionItem, sessionKeys } from '@portal/session/session-storage-keys';
import { isNoticeDismissed, noticeTextOf } from '../notice/notice-rules';
import { isOutageBypassed } from '../session/outage-bypass';
import { fetchJson, loadStartupConfig } from '../startup/load-startup-config';
import { hydratedEvent, portalScriptsAttribute, renderedAfreshEvent } from './landing-markers';

const interactionEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let portalRequested = false;
let clickedBeforeHydration: HTMLElement | null = null;

function loadPortal(): void {
  if (portalRequested) return;
  portalRequested = true;
  for (const type of interactionEvents) window.removeEventListener(type, loadPortal, true);
  const loader = document.querySelector(`script[${portalScriptsAttribute}]`);
  const portalScripts = JSON.parse(loader?.getAttribute(portalScriptsAttribute) ?? '[]') as string[];
  for (const src of portalScripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order, like the deferred scripts of index.html
    document.head.append(script);
  }
}

/** A button pressed before the portal runs would do nothing: hold the click and replay it. */
function holdButtonClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  clickedBeforeHydration = button;
  loadPortal();
}

/**
 * Whether the portal must run before any interaction: a deployment it cannot start with (it shows its
 * start-up failure page), a notice to show or an outage to announce.
 */
async function pageNeedsPortal(): Promise<boolean> {
  const startup = await loadStartupConfig().catch(() => null);
  if (!startup) return true;
  const base = startup.config.memberApiBaseUrl;
  const [availability, notice] = await Promise.all([
    isOutageBypassed() ? null : (fetchJson(`${base}/${apiCalls.systemAvailability.path}`) as Promise<{ isSystemAvailable?: unknown }>),
    fetchJson(`${base}/${apiCalls.userNotice.path}`) as Promise<{ notice?: unknown }>,
  ]);
  const noticeText = noticeTextOf(notice);
  return availability?.isSystemAvailable === false || (noticeText !== '' && !isNoticeDismissed(noticeText));
}

/** The portal now handles clicks itself; returns the click held until then, if any. */
function stopHoldingClicks(): HTMLElement | null {
  window.removeEventListener('click', holdButtonClick, true);
  const held = clickedBeforeHydration;
  clickedBeforeHydration = null;
  return held;
}

function start(): void {
  // The page the member clicked on is gone: replay nothing.
  window.addEventListener(renderedAfreshEvent, () => void stopHoldingClicks());
  window.addEventListener(hydratedEvent, () => {
    const held = stopHoldingClicks();
    if (!held) return;
    // The event comes from an effect of the hydrating render: click once React has finished that
    // commit (a task later), so the click reaches the handlers it just attached. Should the portal
    // have rendered the page afresh, the same button is found by its text.
    window.setTimeout(() => {
      const button = held.isConnected
        ? held
        : [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === held.textContent);
      button?.click();
    }, 0);
  });
  window.addEventListener('click', holdButtonClick, true);
  if (readSessionItem(sessionKeys.accessToken) !== null) {
    loadPortal();
    return;
  }
  for (const type of interactionEvents) window.addEventListener(type, loadPortal, { capture: true, passive: true });
  // If these checks fail the page stays as it is; the portal repeats them when it runs.
  pageNeedsPortal().then(
    (needed) => needed && loadPortal(),
    () => undefined,
  );
}

start();
