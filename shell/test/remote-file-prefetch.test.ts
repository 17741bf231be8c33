import { exposedModuleFiles } from '../src/remotes/remote-file-prefetch';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './ClaimsPage',
      assets: { js: { sync: ['__federation_expose_ClaimsPage.1a2b.js'] }, css: { sync: ['__federation_expose_ClaimsPage.3c4d.css'] } },
    },
  ],
};

describe('the files of a remote page, from its mf-manifest.json', () => {
  it('names the remote entry, then the exposed module scripts and styles, beside the manifest', () => {
    expect(exposedModuleFiles(manifest, 'https://cdn.example.com/claims/1.4.0/mf-manifest.json', './ClaimsPage')).toEqual({
      scripts: [
        'https://cdn.example.com/claims/1.4.0/remoteEntry.js',
        'https://cdn.example.com/claims/1.4.0/__federation_expose_ClaimsPage.1a2b.js',
      ],
      styles: ['https://cdn.example.com/claims/1.4.0/__federation_expose_ClaimsPage.3c4d.css'],
    });
  });

  it('puts the remote entry under its path when the manifest gives one', () => {
    const withPath = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(exposedModuleFiles(withPath, 'http://localhost:3001/mf-manifest.json', './ClaimsPage')?.scripts[0]).toBe(
      'http://localhost:3001/entry/remoteEntry.js',
    );
  });

  it('gives nothing for a module the remote does not expose', () => {
    expect(exposedModuleFiles(manifest, 'http://localhost:3001/mf-manifest.json', './NoSuchPage')).toBeNull();
  });
});
