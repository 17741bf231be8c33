// Reads a PDF the way a test needs it: its metadata, the text of each page as lines (text items that
// share a baseline, left to right) and the tagged structure a screen reader follows.
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${createRequire(import.meta.url)
  .resolve('pdfjs-dist/package.json')
  .replace(/package\.json$/, '')}standard_fonts/`;

export interface PdfStructNode {
  role: string;
  children: PdfStructNode[];
}

export interface ReadPdf {
  info: Record<string, unknown>;
  pageCount: number;
  /** Each page's lines of text, top to bottom; the items of a line joined by a tab. */
  pages: string[][];
  /** The structure tree of each page (roles only), or null for an untagged page. */
  structure: (PdfStructNode | null)[];
  /** The document's own objects as written (streams may be compressed), for catalogue entries. */
  raw: string;
}

interface TextItem {
  str: string;
  transform: number[];
}

function linesOf(items: TextItem[]): string[] {
  const rows: { y: number; items: { x: number; str: string }[] }[] = [];
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const [, , , , x = 0, y = 0] = item.transform;
    const row = rows.find((r) => Math.abs(r.y - y) < 2);
    if (row) row.items.push({ x, str: item.str });
    else rows.push({ y, items: [{ x, str: item.str }] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) =>
      row.items
        .sort((a, b) => a.x - b.x)
        .map((i) => i.str.trim())
        .join('\t'),
    );
}

function rolesOf(node: unknown): PdfStructNode | null {
  if (!node || typeof node !== 'object' || !('role' in node)) return null;
  const { role, children = [] } = node as { role: string; children?: unknown[] };
  return { role, children: children.map(rolesOf).filter((child): child is PdfStructNode => child !== null) };
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const raw = Buffer.from(bytes).toString('latin1');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, verbosity: 0 }).promise;
  const { info } = await pdf.getMetadata();
  const pages: string[][] = [];
  const structure: (PdfStructNode | null)[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(linesOf(content.items.filter((item): item is TextItem & typeof item => 'str' in item)));
    structure.push(rolesOf(await page.getStructTree()));
  }
  const pageCount = pdf.numPages;
  await pdf.destroy();
  return { info: info as Record<string, unknown>, pageCount, pages, structure, raw };
}

/** The roles of a structure tree in reading order, depth first ("Document", "H1", "P", "Table", "TR"...). */
export function rolesInOrder(node: PdfStructNode | null): string[] {
  if (!node) return [];
  return [node.role, ...node.children.flatMap(rolesInOrder)];
}
