// Serves one remote's pages without the shell (DESIGN.md decision 6): same shared packages, same
// runtime configuration, so a product team can work on its remote alone.
import '@portal/ui/tokens.css';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { parseRuntimeConfig } from '@portal/contracts/runtime-config';
import { resetSessionState, setPortalConfig, startSignIn, useIsSignedIn } from '@portal/session';
import { Button } from '@portal/ui';

export interface DevHostPage {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

interface LoadedPage {
  path: string;
  title: string;
  Page: ComponentType;
}

function DevHost({ appName, pages }: { appName: string; pages: LoadedPage[] }) {
  const signedIn = useIsSignedIn();
  return (
    <BrowserRouter>
      <header style={{ padding: '1rem', background: 'var(--portal-color-surface-alt)' }}>
        <p>
          <strong>{appName}</strong> running alone (development host)
        </p>
        <nav aria-label="Remote pages">
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {signedIn ? (
          <Button variant="secondary" onClick={resetSessionState}>
            Sign Out
          </Button>
        ) : (
          <Button onClick={() => void startSignIn()}>Sign In</Button>
        )}
      </header>
      <main style={{ padding: '1rem' }}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<p>Choose a page above.</p>} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}

export async function mountDevHost(appName: string, pages: DevHostPage[]): Promise<void> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = parseRuntimeConfig(await response.json());
  if (!config.ok) throw new Error(`config.json is invalid: ${config.errors.join('; ')}`);
  setPortalConfig(config.value);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const loadedPages = pages.map(({ path, title, load }) => ({ path, title, Page: lazy(load) }));
  createRoot(container).render(<DevHost appName={appName} pages={loadedPages} />);
}
