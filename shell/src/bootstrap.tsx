import '@portal/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { openQaHook, registerQaHandles, sessionStore, setPortalConfig } from '@portal/session';
import { rightsStore } from '@portal/rights';
import { App } from './app/app';
import { StartupFailedPage } from './pages/startup-failed-page';
import { loadStartupConfig } from './startup/load-startup-config';
import { registerPortalRemotes, resolveManifestUrls } from './remotes/remote-registration';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start(): Promise<void> {
  try {
    const { config, registry } = await loadStartupConfig();
    setPortalConfig(config);
    if (config.environment !== 'production') {
      openQaHook();
      registerQaHandles('shell', { sessionStore, rightsStore });
    }
    const { urls, warnings } = resolveManifestUrls(registry, config.environment, window.location.search);
    for (const warning of warnings) console.warn(`[portal] ignored remote override: ${warning}`);
    registerPortalRemotes(urls);
    root.render(<App />);
  } catch (error) {
    console.error('[portal] start-up failed', error instanceof Error ? error.message : error);
    root.render(<StartupFailedPage onRetry={() => void start()} />);
  }
}

void start();
