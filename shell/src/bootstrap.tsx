import '@portal/ui/tokens.css';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRoot, type Root } from 'react-dom/client';
import { openQaHook, registerQaHandles, sessionStore, setPortalConfig } from '@portal/session';
import { rightsStore } from '@portal/rights';
import { App } from './app/app';
import { StartupFailedPage } from './pages/startup-failed-page';
import { loadStartupConfig } from './startup/load-startup-config';
import { preconnectRemoteHosts } from './remotes/preconnect-remote-hosts';
import { registerPortalRemotes, registryManifestUrls } from './remotes/remote-registration';
import { qaRemoteOverridePlugin, readQaRemoteOverrides } from './remotes/qa-remote-override-plugin';
import { ensurePortalComposed, setRemoteManifestUrls, whenPortalComposed } from './remotes/remote-manifests';
import { needsRemoteManifests } from './startup/needs-remote-manifests';
import { hydrateLandingPage, isPrerenderedPage } from './landing/hydrate-landing-page';
import { renderedAfreshEvent } from './landing/landing-markers';
import {
  startFirstDashboardCardLoads,
  startFirstRemotePageLoad,
  startFirstRouteLoads,
  startHttpClientLoad,
} from './startup/start-first-route-loads';
import { recordSessionIntoQaHook } from './session/qa-session-recorder';
import { markPageShownBeforeCheck } from './session/page-shown-before-check';
import { startFirstOutageCheck } from './session/outage-check';
import { startPageHistory } from '@portal/contracts/page-history';
import { startingMessageId } from './startup/starting-message';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
let root: Root | null = null;

/**
 * Removes index.html's starting message (or, on a reload of the dashboard, the member's greeting:
 * startup/startup-greeting.ts) as the first render commits, before it paints: never a blank moment.
 */
function WithoutStartingMessage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById(startingMessageId)?.remove(), []);
  return children;
}

/** Renders into #root, hydrating the pre-rendered landing page when this is its first render. */
function render(page: ReactNode, { hydrate = false } = {}): void {
  const element = <WithoutStartingMessage>{page}</WithoutStartingMessage>;
  if (root) {
    root.render(element);
    return;
  }
  if (hydrate) {
    root = hydrateLandingPage(container!, element);
    return;
  }
  container!.replaceChildren();
  const freshRoot = createRoot(container!);
  root = freshRoot;
  // Rendered as a transition, React builds the first page in slices of a few milliseconds and lets
  // the browser work between them, instead of one long task a slow phone cannot answer input during
  // (Lighthouse's Total Blocking Time on the dashboard; docs/performance.md#page-weight-history).
  startTransition(() => freshRoot.render(element));
  window.dispatchEvent(new Event(renderedAfreshEvent));
}

async function start(): Promise<void> {
  startHttpClientLoad();
  startPageHistory();
  try {
    const { config, registry } = await loadStartupConfig();
    setPortalConfig(config);
    // QA builds only (create-app-config.mjs, buildConstants): a production bundle has none of this.
    if (__PORTAL_QA_BUILD__) {
      openQaHook();
      registerQaHandles('shell', { sessionStore, rightsStore });
      recordSessionIntoQaHook();
    }
    // QA builds point a remote elsewhere with a runtime plugin of their own; production has none.
    const qaPlugins: ModuleFederationRuntimePlugin[] = [];
    let qaOverrides = {};
    if (__PORTAL_QA_BUILD__) {
      const { overrides, warnings } = readQaRemoteOverrides(window.location.search, config.qaRemoteOrigins);
      for (const warning of warnings) console.warn(`[portal] ignored remote override: ${warning}`);
      qaPlugins.push(qaRemoteOverridePlugin(overrides));
      qaOverrides = overrides;
    }
    const registryUrls = registryManifestUrls(registry);
    registerPortalRemotes(registryUrls, qaPlugins);
    // The manifests are read from where each remote is loaded from: an overridden remote's own.
    setRemoteManifestUrls({ ...registryUrls, ...qaOverrides }, registry);
    // The remotes' manifests (their pages and menu entries) load beside the plan and rights, without
    // holding up the first render; a public shell page (/login) does not fetch them at all.
    const firstPath = window.location.pathname;
    if (needsRemoteManifests(firstPath)) {
      preconnectRemoteHosts({ ...registryUrls, ...qaOverrides });
      // As the composition lands, before React renders the page that would ask for its code.
      whenPortalComposed(() => {
        startFirstRemotePageLoad(firstPath);
        startFirstDashboardCardLoads(firstPath);
      });
      void ensurePortalComposed();
    }
    startFirstRouteLoads(firstPath);
    const hydrate = isPrerenderedPage(container!);
    // The pre-rendered landing page's own loader has asked about an outage already.
    if (hydrate) markPageShownBeforeCheck(window.location.pathname);
    else startFirstOutageCheck(firstPath);
    render(<App />, { hydrate });
  } catch (error) {
    console.error('[portal] start-up failed', error instanceof Error ? error.message : error);
    render(<StartupFailedPage onRetry={() => void start()} />);
  }
}

void start();
