// The identity provider's sign-in pages wear the brand the member signs in from: the portal names it
// in the authorization request, and only a known brand is used; anything else shows the default brand.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brandPalettes } from '@portal/contracts/brand-palettes';
import { beginSignIn, pkcePair, PASSWORD, startServer, type TestServer } from './helpers.ts';

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

async function signInPage(extra: Record<string, string>) {
  const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge, extra);
  const page = await browser.get(interaction);
  assert.equal(page.status, 200);
  return { browser, interaction, html: await page.text() };
}

/** The brand the page wears and the name its logo gives. */
function brandOfPage(html: string) {
  return {
    tier: /<html[^>]* data-brand="([^"]+)"/.exec(html)?.[1],
    logo: /role="img" aria-label="([^"]+)"/.exec(html)?.[1],
  };
}

describe('sign-in pages by brand', () => {
  it('shows the brand the portal names, with its mark and name', async () => {
    const { html } = await signInPage({ brand: 'BA' });
    assert.deepEqual(brandOfPage(html), { tier: 'BA', logo: 'BlueAdvantage Administrators of Arkansas' });
    assert.match(html, /<label for="username">Username<\/label>/);
  });

  it('keeps the brand on the passcode step', async () => {
    const { browser, interaction } = await signInPage({ brand: 'OCTAVE' });
    const login = await browser.post(`${interaction}/login`, { username: 'dan.medicare', password: PASSWORD });
    assert.equal(login.status, 303);
    const passcode = await (await browser.get(interaction)).text();
    assert.match(passcode, /Verify your identity/);
    assert.deepEqual(brandOfPage(passcode), { tier: 'OCTAVE', logo: 'Octave Blue Medicare Advantage' });
  });

  it('keeps the brand when a sign-in fails', async () => {
    const { browser, interaction } = await signInPage({ brand: 'HA' });
    const failed = await browser.post(`${interaction}/login`, { username: 'ben.dental', password: 'Wrong#2026x' });
    assert.equal(failed.status, 401);
    assert.deepEqual(brandOfPage(await failed.text()), { tier: 'HA', logo: 'Health Advantage' });
  });

  for (const [name, brand] of [
    ['an unknown brand', 'ACME'],
    ['a brand in the wrong case', 'ba'],
    ['markup', '"><script>alert(1)</script>'],
  ] as const) {
    it(`shows the default brand for ${name}, and never echoes the value`, async () => {
      const { html } = await signInPage({ brand });
      assert.deepEqual(brandOfPage(html), { tier: 'ABCBS', logo: 'Arkansas Blue Cross and Blue Shield' });
      assert.equal(html.includes(brand), false);
    });
  }

  it('shows the default brand when none is named', async () => {
    const { html } = await signInPage({});
    assert.deepEqual(brandOfPage(html), { tier: 'ABCBS', logo: 'Arkansas Blue Cross and Blue Shield' });
  });

  it('colours each brand from its palette in the stylesheet', async () => {
    const css = await (await fetch(`${server.base}/sandbox-assets/style.css`)).text();
    for (const [tier, palette] of Object.entries(brandPalettes)) {
      const rule = new RegExp(`\\[data-brand='${tier}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      assert.match(rule, new RegExp(`--brand-primary: ${palette.primary};`), tier);
    }
  });
});
