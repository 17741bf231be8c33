/** Minimal HTML helpers for the sandbox's own pages (sign-in, partners). No inline scripts or styles. */
import { brandPalettes } from '@portal/contracts/brand-palettes';
import type { SignInBrand } from './oidc/sign-in-brand.ts';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tagged template that escapes every interpolated value unless it is wrapped in `raw()`. */
export interface RawHtml {
  readonly __html: string;
}

export const raw = (html: string): RawHtml => ({ __html: html });

export function html(strings: TemplateStringsArray, ...values: unknown[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (Array.isArray(value)) {
      out += value.map((v) => (typeof v === 'object' && v !== null && '__html' in v ? (v as RawHtml).__html : escapeHtml(v))).join('');
    } else if (typeof value === 'object' && value !== null && '__html' in value) {
      out += (value as RawHtml).__html;
    } else {
      out += escapeHtml(value);
    }
    out += strings[i + 1] ?? '';
  });
  return raw(out);
}

/** The page's header: the brand's logo (its mark and name, one image) on a sign-in page, else a plain title. */
function pageHeader(brand: SignInBrand | undefined): RawHtml {
  if (!brand)
    return html`<header class="brand"><span class="brand-name">Member Sign In</span> <span class="brand-note">(sandbox identity provider)</span></header>`;
  return html`<header class="brand"><span class="logo" role="img" aria-label="${brand.name}"><svg class="mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><path d="${brand.markPath}" fill="currentColor" fill-rule="evenodd"/></svg><span class="wordmark">${brand.name}</span></span> <span class="brand-note">Member sign in (sandbox identity provider)</span></header>`;
}

/** A whole page; with a brand, it wears that brand's colours (data-brand selects them in the stylesheet). */
export function page(title: string, body: RawHtml, brand?: SignInBrand): string {
  const brandAttribute = brand ? ` data-brand="${escapeHtml(brand.tier)}"` : '';
  return `<!doctype html>
<html lang="en"${brandAttribute}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Member Sign In</title>
<link rel="stylesheet" href="/sandbox-assets/style.css">
</head>
<body>
${pageHeader(brand).__html}
<main id="main">
${body.__html}
</main>
</body>
</html>`;
}

/** Each brand's colours, from the palettes the portal's design tokens hold too. */
const brandThemes = Object.entries(brandPalettes)
  .map(
    ([tier, palette]) =>
      `[data-brand='${tier}'] { --brand-primary: ${palette.primary}; --brand-primary-hover: ${palette.primaryHover}; --brand-on-primary: ${palette.onPrimary}; --brand-tint: ${palette.primaryTint}; --brand-accent: ${palette.accent}; }`,
  )
  .join('\n');

export const STYLESHEET = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5560; --accent: #0b5cad; --error: #a4161a; --bg: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
.brand { background: #fff; border-bottom: 1px solid #d6dbe1; padding: 12px 24px; font-weight: 600; }
.brand-note { font-weight: 400; color: var(--muted); font-size: 14px; }
main { width: min(440px, calc(100% - 32px)); margin: 32px auto; background: #fff; border: 1px solid #d6dbe1; border-radius: 8px; padding: 24px 28px; }
h1 { font-size: 24px; margin: 0 0 16px; }
label, legend { display: block; font-weight: 600; margin: 16px 0 4px; }
input[type=text], input[type=password] { width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid #6b7580; border-radius: 4px; }
input:focus, button:focus { outline: 3px solid var(--ink); outline-offset: 2px; }
fieldset { border: 0; padding: 0; margin: 0; }
.choice { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
.choice label { display: inline; font-weight: 400; margin: 0; }
button { margin-top: 20px; width: 100%; padding: 12px; font-size: 16px; font-weight: 600; color: #fff; background: var(--accent); border: 0; border-radius: 4px; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); border: 1px solid var(--accent); }
.alert { border-left: 4px solid var(--error); background: #fdecec; color: var(--error); padding: 10px 12px; margin-bottom: 12px; }
.status { border-left: 4px solid var(--accent); background: #e8f1fb; padding: 10px 12px; margin-bottom: 12px; }
.hint { color: var(--muted); font-size: 14px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
dt { font-weight: 600; }
dd { margin: 0; word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-all; background: #f0f2f5; padding: 8px; }
${brandThemes}
/* A branded page: the header in the brand's colour with its mark, buttons in the brand's colour, the
   page on the brand's tint. Every pair keeps its contrast (the palettes are checked for it). */
html[data-brand] { --accent: var(--brand-primary); --bg: var(--brand-tint); }
html[data-brand] .brand { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; background: var(--brand-primary); color: var(--brand-on-primary); border-bottom: 4px solid var(--brand-accent); }
html[data-brand] .brand-note { color: var(--brand-on-primary); }
html[data-brand] button:hover { background: var(--brand-primary-hover); }
html[data-brand] button.secondary:hover { background: var(--brand-tint); }
html[data-brand] .status { background: var(--brand-tint); }
.logo { display: inline-flex; align-items: center; gap: 10px; font-size: 18px; font-weight: 700; line-height: 1.2; }
.mark { width: 32px; height: 32px; flex: none; }
`;
