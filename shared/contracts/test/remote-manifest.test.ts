import {
  completeRemoteManifest,
  manifestRoutes,
  parseRemoteManifest,
  remoteManifestUrl,
  type RemoteManifest,
  type RemoteManifestSource,
} from '@portal/contracts/remote-manifest';

const valid: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_example',
  modules: { './ExamplePage': './src/example-page.tsx', './ExampleCard': './src/example-card.tsx', './Feed': './src/feed.ts' },
  pages: [
    {
      path: '/example',
      title: 'Example',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'claims',
      module: './ExamplePage',
    },
    { path: '/example/:id', access: 'authenticated', requiresProgramInPath: true, module: './ExamplePage', hide: { footer: true } },
  ],
  menuEntries: [
    { menu: 'care', label: 'Example', to: '/example', order: 10, visibleWhen: { rightsKey: 'claims' } },
    {
      menu: 'top',
      label: 'Example again',
      labelFrom: 'findCareDisplayText',
      to: '/example-redirect',
      guardPath: '/example',
      order: 20,
      visibleWhen: { rule: 'payBill' },
    },
  ],
  dashboardCards: [
    {
      id: 'example',
      module: './ExampleCard',
      slot: 'cards',
      order: 10,
      title: 'Example',
      link: { to: '/example', label: 'See the examples' },
      loading: { status: 'Loading examples…', figureLines: 1, textLines: 2 },
      contractTypes: ['Medical'],
      visibleWhen: { rightsKey: 'claims' },
    },
  ],
  feeds: [{ kind: 'message-count', module: './Feed' }],
};

const errorsOf = (json: unknown, remote?: string) => {
  const result = parseRemoteManifest(json, remote);
  return result.ok ? [] : result.errors;
};

describe('parseRemoteManifest (docs/remote-manifest.md)', () => {
  it('accepts a complete manifest and turns its pages into guarded routes of the remote', () => {
    expect(parseRemoteManifest(JSON.parse(JSON.stringify(valid)), 'mfe_example')).toEqual({ ok: true, value: valid });
    expect(manifestRoutes(valid)[0]).toEqual({
      path: '/example',
      title: 'Example',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'claims',
      page: { kind: 'remote', remote: 'mfe_example', module: './ExamplePage' },
    });
  });

  it("refuses a manifest published under another remote's name", () => {
    expect(errorsOf(valid, 'mfe_other')).toEqual(['"remote" is "mfe_example", remotes.json names "mfe_other"']);
  });

  it('refuses rules a manifest invents: unknown rights keys, rules, contract types and access values', () => {
    const errors = errorsOf({
      ...valid,
      pages: [{ ...valid.pages[0], rightsKey: 'everything', contractTypes: ['Life'], access: 'staff-only' }],
      menuEntries: [
        { ...valid.menuEntries![0], visibleWhen: { rule: 'myOwnRule' } },
        { ...valid.menuEntries![0], visibleWhen: { rightsKey: 'claims', rule: 'payBill' } },
      ],
    });
    expect(errors).toEqual([
      'pages[0]: "access" must be one of public, authenticated, authenticated-when-token, staff',
      'pages[0]: "contractTypes" must be a non-empty list of Medical, Dental, Vision',
      'pages[0]: "rightsKey" must be a SPEC rights key',
      expect.stringContaining('menuEntries[0]: "visibleWhen"'),
      expect.stringContaining('menuEntries[1]: "visibleWhen"'),
    ]);
  });

  it("refuses a module the remote does not declare, a path declared twice and an entry to another remote's page", () => {
    const errors = errorsOf({
      ...valid,
      pages: [valid.pages[0], { ...valid.pages[0], module: './Missing' }],
      menuEntries: [{ menu: 'top', label: 'Claims', to: '/claims', order: 1 }],
      dashboardCards: [{ ...valid.dashboardCards![0], module: './Nope' }],
    });
    expect(errors).toEqual([
      'pages[1]: "/example" is declared twice',
      'pages[1]: module "./Missing" is not in "modules"',
      'menuEntries[0]: "/claims" is not a page of this manifest (set "guardPath")',
      'dashboardCards[0]: module "./Nope" is not in "modules"',
    ]);
  });

  it("keeps the build's list of each module's shared libraries, and refuses one for another module or of anything but package names", () => {
    const sharedModules = { './ExamplePage': ['@portal/forms', 'luxon', 'react/jsx-runtime'], './ExampleCard': [] };
    const parsed = parseRemoteManifest({ ...valid, sharedModules }, 'mfe_example');
    expect(parsed.ok && parsed.value.sharedModules).toEqual(sharedModules);
    expect(errorsOf({ ...valid, sharedModules: { './Missing': ['react'] } })).toEqual([
      'sharedModules["./Missing"]: the module is not in "modules"',
    ]);
    for (const keys of ['react', [42], ['https://other.example/x.js'], ['../../etc'], ['React Dom'], Array(101).fill('react')])
      expect(errorsOf({ ...valid, sharedModules: { './ExamplePage': keys } })).toEqual([
        'sharedModules["./ExamplePage"] must be a list of share keys (package names), at most 100',
      ]);
    expect(errorsOf({ ...valid, sharedModules: ['react'] })).toEqual(['"sharedModules" must map exposed modules to lists of share keys']);
  });

  it('refuses a card without its title or with a loading shape it cannot draw', () => {
    const card = valid.dashboardCards![0]!;
    expect(
      errorsOf({
        ...valid,
        dashboardCards: [{ ...card, title: '', link: { to: 'nowhere' }, loading: { status: 'Loading', figureLines: 99 } }],
      }),
    ).toEqual([
      'dashboardCards[0]: "title" must be a non-empty string',
      'dashboardCards[0]: "link" must be { to: a portal path, label }',
      'dashboardCards[0]: "loading" must be { status, figureLines, textLines?, listItems? } with counts up to 12',
    ]);
  });

  it('refuses unknown fields and malformed values, listing every problem', () => {
    expect(errorsOf(null)).toEqual(['the remote manifest must be an object']);
    const errors = errorsOf({
      schemaVersion: 2,
      remote: '',
      modules: { Bad: 1 },
      pages: [{ path: 'no-slash', access: 'public', module: './X', script: 'x' }],
      extra: true,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'manifest: unknown field "extra"',
        '"schemaVersion" must be 1',
        '"remote" must be the federation name',
        'modules: "Bad" must be "./Name" -> a source file',
        'pages[0]: unknown field "script"',
        'pages[0]: "path" must start with /',
        'pages[0]: module "./X" is not in "modules"',
      ]),
    );
  });

  describe('what the contract supplies', () => {
    // The same manifest as `valid`, written with every fact the contract can supply left out.
    const shorthand: RemoteManifestSource = {
      ...valid,
      menuEntries: [{ menu: 'care', to: '/example', order: 10, visibleWhen: { rightsKey: 'claims' } }, valid.menuEntries![1]!],
      dashboardCards: [
        {
          id: 'example',
          module: './ExampleCard',
          order: 10,
          title: 'Examples in process',
          link: { to: '/example', label: 'See the examples', guardsCard: true },
          loading: { figureLines: 1, textLines: 2 },
          contractTypes: ['Medical'],
        },
      ],
    };
    const written: RemoteManifest = {
      ...valid,
      dashboardCards: [
        {
          id: 'example',
          module: './ExampleCard',
          slot: 'cards',
          order: 10,
          title: 'Examples in process',
          link: { to: '/example', label: 'See the examples' },
          loading: { status: 'Loading examples in process…', figureLines: 1, textLines: 2 },
          guardPath: '/example',
          contractTypes: ['Medical'],
        },
      ],
    };

    it("fills in a menu entry's label from its page's title, a card's slot and loading status, and a card's guard from its link", () => {
      const parsed = parseRemoteManifest(JSON.parse(JSON.stringify(shorthand)), 'mfe_example');
      expect(parsed).toEqual({ ok: true, value: written });
      // Field for field in the contract's order: the JSON a build publishes reads as if written out.
      expect(JSON.stringify(parsed.ok && parsed.value)).toBe(JSON.stringify(written));
    });

    it('gives a manifest written out in full back unchanged, as a remote built before the shorthands publishes it', () => {
      expect(JSON.stringify(completeRemoteManifest(valid))).toBe(JSON.stringify(valid));
      expect(JSON.stringify(completeRemoteManifest(written))).toBe(JSON.stringify(written));
    });

    it('refuses a guard stated twice, a guardsCard other than true and a missing label whose page has no title', () => {
      const card = shorthand.dashboardCards![0]!;
      expect(
        errorsOf({
          ...shorthand,
          menuEntries: [{ menu: 'care', to: '/example/:id', order: 10 }],
          dashboardCards: [
            { ...card, guardPath: '/example' },
            { ...card, id: 'other', link: { to: '/example', label: 'See', guardsCard: 'yes' } },
          ],
        }),
      ).toEqual([
        'menuEntries[0]: "label" is needed: its page has no title to stand for it',
        'dashboardCards[0]: set "link.guardsCard" or "guardPath", not both',
        'dashboardCards[1]: "link.guardsCard" must be true when set',
      ]);
    });
  });

  it("finds the manifest beside the remote's mf-manifest.json", () => {
    expect(remoteManifestUrl('https://cdn.example.com/claims/mf-manifest.json')).toBe(
      'https://cdn.example.com/claims/remote-manifest.json',
    );
  });
});
