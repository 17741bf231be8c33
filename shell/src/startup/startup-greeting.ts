// The dashboard's greeting, painted before the portal's code runs (docs/README.md). On a reload or a return to the dashboard the selected plan is kept in session storage
// (docs/product/session.md#session-kept-data), so this small blocking script, right after index.html's "Loading the Member
// Portal…", puts the member's own greeting and plan line in its place: on a slow phone they see their
// page within a round trip instead of after some 250 KB of JavaScript. The words and the type are the
// dashboard's own (planLead, formatPersonName, the page header's sizes), so when the shell first renders
// and removes this (bootstrap.tsx, with the message) the real header takes its place unchanged.
// Added to index.html by the landing build (tools/lib/landing-page-build.mjs). Nothing here is sent
// anywhere; text goes in as text, never as HTML. Being the one script that runs before the shell's, it
// also starts what a signed-in start fetches first (signed-in-preloads.ts).
import type { SelectedPlan } from '@portal/contracts/domain';
import { dashboardPath } from '@portal/contracts/route-table';
import { readSessionItem, sessionKeys } from '@portal/session/session-storage-keys';
import { formatPersonName } from '@portal/ui/person-name';
import { planLead } from '../dashboard/plan-lead';
import { desktopQuery } from '../navigation/desktop-query';
import { startingMessageId } from './starting-message';
import { preloadSignedInStart } from './signed-in-preloads';

/** The kept plan, when a member is signed in and this page is that plan's dashboard. */
export function keptPlanForGreeting(pathname: string): SelectedPlan | null {
  if (!readSessionItem(sessionKeys.accessToken)) return null;
  try {
    const plan = JSON.parse(readSessionItem(sessionKeys.selectedPlan) ?? 'null') as SelectedPlan | null;
    if (!plan?.memberId || !plan.lobDisplayName || !plan.contractType) return null;
    return pathname.replace(/\/+$/, '') === dashboardPath(plan.contractType) ? plan : null;
  } catch {
    return null;
  }
}

/** The greeting and plan line, styled as the dashboard's page header (shared/ui page-header.module.css). */
export function renderStartupGreeting(doc: Document, plan: SelectedPlan): void {
  const starting = doc.getElementById(startingMessageId);
  if (!starting) return;
  const frame = doc.createElement('div');
  frame.id = startingMessageId;
  // Out of the page's flow like the message it replaces: the page that replaces it is not a layout
  // shift. Where the dashboard's header will be: in the content column (layout.module.css: 72rem wide,
  // 1.5rem and 1rem of padding) below the site header (4rem, and the 44 px navigation bar on a desktop
  // screen), so nothing moves when the shell draws the page around it. The font is the design tokens'
  // (shared/ui/src/tokens.css), whose stylesheet is not loaded yet.
  const headerHeight = doc.defaultView?.matchMedia?.(desktopQuery).matches ? '4rem + 44px' : '4rem';
  frame.style.cssText =
    `position:absolute;top:0;left:0;right:0;box-sizing:border-box;max-width:72rem;margin:0 auto;padding:calc(${headerHeight} + 1.5rem) 1rem 0;` +
    "font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1b1f24";
  const greeting = doc.createElement('p');
  greeting.style.cssText =
    'margin:0;font-size:clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);font-weight:700;line-height:1.2;overflow-wrap:anywhere';
  const name = formatPersonName(plan.displayName);
  greeting.textContent = `Welcome${name ? `, ${name}` : ''}`;
  const lead = doc.createElement('p');
  lead.style.cssText = 'max-width:48rem;margin:0.5rem 0 0;font-size:1.0625rem';
  lead.textContent = planLead(plan);
  frame.append(greeting, lead);
  starting.replaceWith(frame);
}

if (typeof document !== 'undefined') {
  const plan = keptPlanForGreeting(location.pathname);
  if (plan) renderStartupGreeting(document, plan);
  preloadSignedInStart(document);
}
