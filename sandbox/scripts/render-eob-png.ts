/**
 * Writes one page of a seeded claim's explanation of benefits as a PNG, to look at the document as a
 * member sees it (and for screenshot checks). No browser: PDF.js draws the page on a Node canvas.
 *
 *   pnpm --filter @portal/sandbox exec tsx scripts/render-eob-png.ts <username> [claimId | status:<Status>] [out.png] [page]
 *
 * Without a claim number it takes the member's first claim that has an EOB (`status:Denied`: the first
 * denied one). The default output is EOB-<claimId>.png in the current folder; the page is 1 unless
 * given. EOB_SEED_DATE (an ISO date) builds the seed as of that day, so the picture is the same every
 * day (the screenshot suite compares it with a baseline).
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildSeed } from '../src/seed/data.ts';
import { renderEob } from '../src/services/eob-pdf.ts';

interface PngCanvas {
  toBuffer(type: 'image/png'): Buffer;
}
interface DrawingContext {
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
}

const [username, claimArg, outArg, pageArg] = process.argv.slice(2);
if (!username) {
  console.error('usage: render-eob-png.ts <username> [claimId] [out.png] [page]');
  process.exit(2);
}

const seed = await buildSeed(process.env.EOB_SEED_DATE ? new Date(process.env.EOB_SEED_DATE) : new Date());
const account = seed.members.find((m) => m.username === username);
if (!account) throw new Error(`no seeded member signs in as ${username}`);
const family = new Set(seed.members.filter((m) => m.contractId === account.contractId).map((m) => m.memberId));
const wanted = (c: (typeof seed.claims)[number]) =>
  !claimArg || (claimArg.startsWith('status:') ? c.status === claimArg.slice('status:'.length) : c.claimId === claimArg);
const claim = seed.claims.find((c) => family.has(c.memberId) && c.hasEob && wanted(c));
if (!claim) throw new Error(`${username} has no claim ${claimArg ?? ''} with an EOB`);
const patient = seed.members.find((m) => m.memberId === claim.memberId)!;

const pdfjsFolder = createRequire(import.meta.url)
  .resolve('pdfjs-dist/package.json')
  .replace(/package\.json$/, '');
const pdf = await getDocument({
  data: new Uint8Array(await renderEob(claim, patient)),
  standardFontDataUrl: `${pdfjsFolder}standard_fonts/`,
  verbosity: 0,
}).promise;
const pageNumber = Math.min(Number(pageArg ?? 1), pdf.numPages);
const page = await pdf.getPage(pageNumber);
// 2x the PDF's 72 dpi: small table text stays legible in the picture.
const viewport = page.getViewport({ scale: 2 });
// PDF.js draws on @napi-rs/canvas in Node (its own optional dependency), through its canvas factory.
const canvasFactory = pdf.canvasFactory as { create(width: number, height: number): { canvas: PngCanvas; context: DrawingContext } };
const { canvas, context } = canvasFactory.create(viewport.width, viewport.height);
context.fillStyle = '#ffffff';
context.fillRect(0, 0, viewport.width, viewport.height);
await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
const out = outArg ?? `EOB-${claim.claimId}.png`;
await writeFile(out, canvas.toBuffer('image/png'));
await pdf.destroy();
console.log(`${out}: claim ${claim.claimId} (${claim.status}), page ${pageNumber} of ${pdf.numPages}`);
