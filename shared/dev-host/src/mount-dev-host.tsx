// Serves one remote's pages without the shell (docs/decisions/0009-every-remote-runs-alone.md): it signs in against the
// sandbox and selects the member's first plan through the same shared packages as the shell, so a
// product team can work on its remote alone. Its routes are the remote's manifest's pages
// (src/remote-manifest.ts, docs/remote-manifest.md), composed and guarded as the shell does.
import '@portal/ui/tokens.css';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from '@portal/routing';
import { recordPageShown, startPageHistory } from '@portal/contracts/page-history';
import { parseRuntimeConfig } from '@portal/contracts/runtime-config';
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { composePortal, ensurePlanAndRights, routeAllowed, useRights } from '@portal/rights';
import { completeSignInReturn, endSession, setPortalConfig, startSignIn, useIsSignedIn, useSession } from '@portal/session';
import { Button, ErrorAlert, LoadingStatus } from '@portal/ui';

/** Loads a page module from its source file as the manifest names it (`./src/claims/claims-page.tsx`). */
export type LoadPageSource = (source: string) => Promise<{ default: ComponentType }>;

interface LoadedPage {
  path: string;
  title: string;
  access: RemoteManifest['pages'][number]['access'];
  guard: RemoteManifest['pages'][number];
  Page: ComponentType;
}

/** The manifest's page as the shell guards it: its contract types and rights rules must allow the plan. */
function Guarded({ page, children }: { page: LoadedPage; children: ReactNode }) {
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  return routeAllowed(page.guard, plan, rights) ? (
    <>{children}</>
  ) : (
    <p>This plan&apos;s rights do not open this page (the shell shows not-found).</p>
  );
}

/** The page the developer signed in from, to come back to (the manifest's order is not a landing page). */
const returnToKey = 'portal.devHost.returnTo';

function signInFromHere(): void {
  sessionStorage.setItem(returnToKey, window.location.pathname);
  void startSignIn();
}

function SignInReturn({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const search = window.location.search;
    window.history.replaceState(null, '', '/auth-success');
    const next = sessionStorage.getItem(returnToKey) || fallback;
    sessionStorage.removeItem(returnToKey);
    void completeSignInReturn(search).then((outcome) => (outcome.ok ? navigate(next, { replace: true }) : setFailure(outcome.message)));
  }, [navigate, fallback]);
  return failure ? <ErrorAlert>{failure}</ErrorAlert> : <LoadingStatus>Signing you in…</LoadingStatus>;
}

/** Loads the member's first plan and its rights before a page renders, as the shell's guard does. */
function PlanReady({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const ready = useRights((state) => state.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (signedIn && !ready) ensurePlanAndRights().catch(() => setFailed(true));
  }, [signedIn, ready]);
  if (!signedIn) return <p>Sign in to see this page with a persona&apos;s data.</p>;
  if (failed) return <ErrorAlert>The plan could not be loaded. Is the sandbox running?</ErrorAlert>;
  return ready ? <>{children}</> : <LoadingStatus>Loading the plan…</LoadingStatus>;
}

/** Keeps the page history the shell keeps, for remotes that ask where the member came from. */
function ShownPage({ children }: { children: ReactNode }) {
  recordPageShown(useLocation().pathname);
  return <>{children}</>;
}

function DevHost({ appName, pages }: { appName: string; pages: LoadedPage[] }) {
  const signedIn = useIsSignedIn();
  const planName = useSession((state) => state.selectedPlan?.lobDisplayName);
  return (
    <BrowserRouter>
      <header style={{ padding: '1rem', background: 'var(--portal-color-surface-alt)' }}>
        <p>
          <strong>{appName}</strong> running alone (development host){planName ? ` · ${planName}` : ''}
        </p>
        <nav aria-label="Remote pages">
          <ul>
            {/* Pages with parameters are reached from the others (a claim from the claims list). */}
            {pages
              .filter((page) => !page.path.includes(':'))
              .map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.title}</Link>
                </li>
              ))}
          </ul>
        </nav>
        {signedIn ? (
          <Button variant="secondary" onClick={() => endSession()}>
            Sign Out
          </Button>
        ) : (
          <Button onClick={signInFromHere}>Sign In</Button>
        )}
      </header>
      <main style={{ padding: '1rem' }}>
        <Suspense fallback={<LoadingStatus>Loading…</LoadingStatus>}>
          <Routes>
            <Route path="/auth-success" element={<SignInReturn fallback={pages.find((page) => !page.path.includes(':'))?.path ?? '/'} />} />
            {pages.map((page) => (
              <Route
                key={page.path}
                path={page.path}
                element={
                  <ShownPage>
                    {/* Public pages (registration, account help) render signed out, as in the shell. */}
                    {page.access === 'public' ? (
                      <page.Page />
                    ) : (
                      <PlanReady>
                        <Guarded page={page}>
                          <page.Page />
                        </Guarded>
                      </PlanReady>
                    )}
                  </ShownPage>
                }
              />
            ))}
            <Route path="*" element={<p>Choose a page above.</p>} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}

/**
 * Mounts the development host with the manifest's pages. `loadSource` imports a page's source file
 * (the remote's bootstrap gives it, so its bundler sees the remote's own folder).
 */
export async function mountDevHost(manifest: RemoteManifest, loadSource: LoadPageSource): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = parseRuntimeConfig(await response.json());
  if (!config.ok) throw new Error(`config.json is invalid: ${config.errors.join('; ')}`);
  setPortalConfig(config.value);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The remote's pages are the portal's routes here, so its links and pathAllowed checks work as in the shell.
  composePortal({ [manifest.remote]: manifest });
  const loadedPages: LoadedPage[] = manifest.pages.map((page) => ({
    path: page.path,
    title: page.title ?? page.path,
    access: page.access,
    guard: page,
    Page: lazy(() => loadSource(manifest.modules[page.module] ?? '')),
  }));
  startPageHistory();
  createRoot(container).render(<DevHost appName={manifest.remote} pages={loadedPages} />);
}
