// Standalone development: this remote's pages in the development host, without the shell. The routes
// are the pages of src/remote-manifest.ts (docs/remote-manifest.md); a page's module is imported from
// the source file the manifest names (every page is a src/**/*-page.tsx file, so the bundler's lazy
// context holds the pages alone).
import { mountDevHost } from '@portal/dev-host';
import './app-name';
import { remoteManifest } from './remote-manifest';

void mountDevHost(remoteManifest, (source) => {
  const page = /^\.\/src\/(.+)-page\.tsx$/.exec(source)?.[1];
  return page ? import(`./${page}-page.tsx`) : Promise.reject(new Error(`${source} is not a src/**/*-page.tsx file`));
});
