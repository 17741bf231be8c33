import { preconnectRemoteHosts, remoteHosts } from '../src/remotes/preconnect-remote-hosts';

const urls = {
  mfe_claims: 'http://localhost:3001/mf-manifest.json',
  mfe_messages: 'http://localhost:3003/mf-manifest.json',
  mfe_settings: 'http://localhost:3003/other/mf-manifest.json',
  mfe_registration: '/remotes/registration/mf-manifest.json',
};

const preconnects = () =>
  [...document.head.querySelectorAll('link[rel="preconnect"]')]
    .map((link) => `${link.getAttribute('href')} ${link.hasAttribute('crossorigin') ? 'anonymous' : 'credentialed'}`)
    .sort();

afterEach(() => document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove()));

describe('remoteHosts', () => {
  it("names each remote host once, and never the page's own", () => {
    expect(remoteHosts(urls, 'http://localhost:3000')).toEqual(['http://localhost:3001', 'http://localhost:3003']);
  });

  it('leaves out what is not a web address', () => {
    expect(
      remoteHosts({ a: 'javascript:alert(1)', b: 'http://[bad', c: 'https://cdn.example/x/mf-manifest.json' }, 'http://localhost:3000'),
    ).toEqual(['https://cdn.example']);
  });
});

describe('preconnectRemoteHosts', () => {
  it('opens two connections to each remote host: one for script elements, one for the manifests read with fetch', async () => {
    preconnectRemoteHosts(urls, 'http://localhost:3000');
    // React inserts the hints on its own schedule.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preconnects()).toEqual([
      'http://localhost:3001 anonymous',
      'http://localhost:3001 credentialed',
      'http://localhost:3003 anonymous',
      'http://localhost:3003 credentialed',
    ]);
  });
});
