import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { escapeHtml, html, raw } from '../html.ts';
import { targetName } from '../services/partners.ts';

function decodeField(name: string, value: string): string | undefined {
  if (name === 'SAMLResponse') {
    try {
      return Buffer.from(value, 'base64').toString('utf8');
    } catch {
      return undefined;
    }
  }
  if (name === 'payload') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Partner landing pages that the ssoForm posts to: they show what they received. */
export function registerPartnerPages(app: FastifyInstance, deps: AppDeps): void {
  const handler = async (request: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) => {
    const { key } = request.params;
    const name = targetName(key);
    const received: Record<string, string> = {};
    const source = (request.method === 'POST' ? request.body : request.query) as Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(source ?? {})) received[k] = typeof v === 'string' ? v : JSON.stringify(v);
    const rows = Object.entries(received).map(([k, v]) => {
      const decoded = decodeField(k, v);
      return html`<dt>${k}</dt><dd><code>${v.length > 300 ? `${v.slice(0, 300)}…` : v}</code>${decoded ? html`<pre>${decoded}</pre>` : raw('')}</dd>`;
    });
    const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name ?? 'Unknown partner')} - Partner sandbox</title><link rel="stylesheet" href="/sandbox-assets/style.css"></head>
<body><header class="brand"><span class="brand-name">Partner sandbox</span></header><main id="main">
<h1>${escapeHtml(name ?? `Unknown partner "${key}"`)}</h1>
<p>This page stands in for the partner site <strong>${escapeHtml(key)}</strong>. It received a ${escapeHtml(request.method)} request${
      request.method === 'POST' ? ' with these form fields' : ' with these query parameters'
    }:</p>
${rows.length ? `<dl>${rows.map((r) => r.__html).join('')}</dl>` : '<p>No fields were received.</p>'}
<p class="hint">Issuer of the sandbox: ${escapeHtml(deps.config.publicUrl)}</p>
</main></body></html>`;
    return reply
      .code(name ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'self'; frame-ancestors 'none'")
      .send(body);
  };
  app.get<{ Params: { key: string } }>('/sandbox/partners/:key', { schema: { hide: true } }, handler);
  app.post<{ Params: { key: string } }>('/sandbox/partners/:key', { schema: { hide: true } }, handler);
}
