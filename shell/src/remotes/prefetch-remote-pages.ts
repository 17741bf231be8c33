// Idle prefetch: once the browser is idle, fetch the files of the remote pages a member is
// likely to open next (remote-file-prefetch.ts: downloaded, not run), so the first visit needs no
// network for its code. Members who asked their browser to save data (Save-Data) get nothing fetched
// ahead. A failed prefetch is ignored: the visit loads it again.
import { routeFor } from '@portal/rights';
import { prefetchRemoteModuleFiles } from './remote-file-prefetch';
import { savesData, whenIdle } from './when-idle';

const prefetched = new Set<string>();

/** The remote pages behind these paths, each at most once per page load. Returns a cancel function. */
export function prefetchRemotePagesWhenIdle(paths: readonly string[]): () => void {
  if (savesData()) return () => undefined;
  let cancelled = false;
  const cancelIdle = whenIdle(() => {
    void (async () => {
      for (const path of paths) {
        const page = routeFor(path)?.page;
        if (cancelled || page?.kind !== 'remote') continue;
        const id = `${page.remote}/${page.module}`;
        if (prefetched.has(id)) continue;
        prefetched.add(id);
        await prefetchRemoteModuleFiles(page.remote, page.module).catch(() => prefetched.delete(id));
      }
    })();
  }, 3000);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
