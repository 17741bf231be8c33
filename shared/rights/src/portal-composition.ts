// The portal's composed route table, menu entries, dashboard cards and feeds
// (docs/remote-manifest.md): the shell's own routes plus what each remote's manifest declares, composed
// at run time. It lives in this run-time singleton so that the shell's guards and every remote's
// `pathAllowed` read the same table. A remote whose manifest could not be read or was invalid is
// listed in `failedRemotes`: its pages and entries are absent, and the shell shows the unavailable
// panel for a path no route matches while some remote failed.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// Types only from the manifest module: its validator stays out of this start-up singleton (the shell
// loads it on demand, shell/src/remotes/remote-manifests.ts).
import type { ManifestDashboardCard, ManifestFeed, ManifestMenuEntry, RemoteManifest } from '@portal/contracts/remote-manifest';
import { matchesPath, shellRoutes, type RouteDefinition } from '@portal/contracts/route-table';

export type ComposedMenuEntry = ManifestMenuEntry & { remote: string };
export type ComposedDashboardCard = ManifestDashboardCard & { remote: string };
export type ComposedFeed = ManifestFeed & { remote: string };

export interface PortalComposition {
  /** 'shell-only' until the manifests are read (public shell pages never wait for them). */
  status: 'shell-only' | 'composing' | 'composed';
  routes: readonly RouteDefinition[];
  menuEntries: readonly ComposedMenuEntry[];
  dashboardCards: readonly ComposedDashboardCard[];
  feeds: readonly ComposedFeed[];
  /** For each remote, the shared libraries each of its exposed modules takes from the shell (built into its manifest). */
  sharedModules: Readonly<Record<string, RemoteManifest['sharedModules']>>;
  /** Remotes whose manifest is missing or invalid. */
  failedRemotes: readonly string[];
  /** Why a manifest or one of its pages was refused (shown in the console only). */
  problems: readonly string[];
}

const initial: PortalComposition = {
  status: 'shell-only',
  routes: shellRoutes,
  menuEntries: [],
  dashboardCards: [],
  feeds: [],
  sharedModules: {},
  failedRemotes: [],
  problems: [],
};

export const portalCompositionStore = createStore<PortalComposition>()(() => initial);

/**
 * Composes the portal from validated manifests (a remote mapped to null failed). The shell's routes
 * come first and win: a manifest cannot replace a shell page, nor a page another remote declared
 * earlier in remotes.json's order; such a page is dropped and reported.
 */
export function composePortal(manifests: Readonly<Record<string, RemoteManifest | null>>): PortalComposition {
  const routes: RouteDefinition[] = [...shellRoutes];
  const menuEntries: ComposedMenuEntry[] = [];
  const dashboardCards: ComposedDashboardCard[] = [];
  const feeds: ComposedFeed[] = [];
  const sharedModules: Record<string, RemoteManifest['sharedModules']> = {};
  const failedRemotes: string[] = [];
  const problems: string[] = [];
  for (const [remote, manifest] of Object.entries(manifests)) {
    if (!manifest) {
      failedRemotes.push(remote);
      continue;
    }
    const taken = new Set<string>();
    // As manifestRoutes in @portal/contracts/remote-manifest does (kept there for build tools).
    const manifestRoutes = manifest.pages.map(({ module, ...page }): RouteDefinition => ({
      ...page,
      page: { kind: 'remote', remote, module },
    }));
    for (const route of manifestRoutes) {
      if (routes.some((existing) => existing.path === route.path)) {
        problems.push(`${remote}: ${route.path} is already a page of the portal`);
        taken.add(route.path);
      } else {
        routes.push(route);
      }
    }
    for (const entry of manifest.menuEntries ?? []) {
      if (!taken.has(entry.guardPath ?? entry.to)) menuEntries.push({ ...entry, remote });
    }
    for (const card of manifest.dashboardCards ?? []) dashboardCards.push({ ...card, remote });
    for (const feed of manifest.feeds ?? []) feeds.push({ ...feed, remote });
    if (manifest.sharedModules) sharedModules[remote] = manifest.sharedModules;
  }
  const byOrder = <T extends { order: number }>(list: T[]) => list.sort((a, b) => a.order - b.order);
  const composition: PortalComposition = {
    status: 'composed',
    routes,
    menuEntries: byOrder(menuEntries),
    dashboardCards: byOrder(dashboardCards),
    feeds,
    sharedModules,
    failedRemotes,
    problems,
  };
  portalCompositionStore.setState(composition, true);
  return composition;
}

/** Marks the manifests as being read (the shell shows "Loading…" for an unknown path meanwhile). */
export function markComposing(): void {
  if (portalCompositionStore.getState().status === 'shell-only') portalCompositionStore.setState({ status: 'composing' });
}

/** Back to the shell's routes alone (tests). */
export function resetPortalComposition(): void {
  portalCompositionStore.setState(initial, true);
}

export function portalRoutes(): readonly RouteDefinition[] {
  return portalCompositionStore.getState().routes;
}

/** The route a path opens, if any (redirects are not routes). */
export function routeFor(pathname: string): RouteDefinition | undefined {
  return portalRoutes().find((route) => matchesPath(route.path, pathname));
}

/** Every module the composed table expects a remote to expose. */
export function expectedExposes(remote: string): string[] {
  const modules = new Set<string>();
  for (const route of portalRoutes()) if (route.page.kind === 'remote' && route.page.remote === remote) modules.add(route.page.module);
  return [...modules].sort();
}

/** The shared libraries a remote's exposed module takes from the shell, as its manifest lists them (none when it does not). */
export function sharedModulesOf(remote: string, module: string): readonly string[] {
  const modules: Readonly<Record<string, readonly string[]>> | undefined = portalCompositionStore.getState().sharedModules[remote];
  return modules?.[module] ?? [];
}

export function usePortalComposition<T>(selector: (state: PortalComposition) => T): T {
  return useStore(portalCompositionStore, selector);
}
