/** Minimal HTML helpers for the sandbox's own pages (sign-in, partners). No inline scripts or styles. */

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

export function page(title: string, body: RawHtml): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Member Sign In</title>
<link rel="stylesheet" href="/sandbox-assets/style.css">
</head>
<body>
<header class="brand"><span class="brand-name">Member Sign In</span> <span class="brand-note">(sandbox identity provider)</span></header>
<main id="main">
${body.__html}
</main>
</body>
</html>`;
}

export const STYLESHEET = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5560; --accent: #0b5cad; --error: #a4161a; --bg: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
.brand { background: #fff; border-bottom: 1px solid #d6dbe1; padding: 12px 24px; font-weight: 600; }
.brand-note { font-weight: 400; color: var(--muted); font-size: 14px; }
main { max-width: 440px; margin: 32px auto; background: #fff; border: 1px solid #d6dbe1; border-radius: 8px; padding: 24px 28px; }
h1 { font-size: 24px; margin: 0 0 16px; }
label, legend { display: block; font-weight: 600; margin: 16px 0 4px; }
input[type=text], input[type=password] { width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid #6b7580; border-radius: 4px; }
input:focus, button:focus { outline: 3px solid #f2b705; outline-offset: 2px; }
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
`;
