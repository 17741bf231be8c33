// Standalone development: this remote's pages in the development host, without the shell. The routes
// are the pages of src/remote-manifest.ts (docs/remote-manifest.md); a page's module is imported from
// the source file the manifest names (every page is a .tsx file under src/).
import { mountDevHost } from '@portal/dev-host';
import './app-name';
import { remoteManifest } from './remote-manifest';

void mountDevHost(remoteManifest, (source) => {
  const page = /^\.\/src\/(.+)\.tsx$/.exec(source)?.[1];
  return page ? import(`./${page}.tsx`) : Promise.reject(new Error(`${source} is not a page source under src/`));
});
