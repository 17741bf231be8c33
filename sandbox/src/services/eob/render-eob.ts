import PDFDocument from 'pdfkit';
import { brandLookOf, drawBrandMark, type BrandLook } from './brand-look.ts';
import { eobContent, MONEY_COLUMNS, type EobClaim, type EobContent, type EobMember, type EobServiceRow } from './eob-content.ts';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

// pdfkit tags a table's rows and cells (TR, TH with its scope, TD) when it is given a structure
// parent; its type definitions do not list these two options yet.
type TaggedTableOptions = PDFKit.Mixins.TableOptions & { structParent: Struct };
type TaggedCell = PDFKit.Mixins.CellOptions & { scope?: 'column' | 'row' };

const MARGIN = 40;
const FOOTER_SPACE = 30;
const TEXT = '#1b1f24';
const MUTED = '#4a5361';
const RULE = '#8a94a3';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const DATE_WIDTH = 48;
const MONEY_WIDTH = 48;
const CELL_PADDING = { top: 4, bottom: 4, left: 2, right: 2 };
const BODY_SIZE = 8;
const HEADER_SIZE = 7;

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const serviceWidth = (doc: Doc) => contentWidth(doc) - DATE_WIDTH - MONEY_WIDTH * MONEY_COLUMNS.length;

/** A paragraph of the document: tagged as P (or a heading role), written at the left margin. */
function paragraph(doc: Doc, parent: Struct, role: string, write: () => void): void {
  parent.add(doc.struct(role, {}, write));
}

function heading(doc: Doc, parent: Struct, role: 'H1' | 'H2', text: string, look: BrandLook): void {
  if (role === 'H2') doc.moveDown(0.8);
  paragraph(doc, parent, role, () => {
    doc
      .font(BOLD)
      .fontSize(role === 'H1' ? 17 : 12)
      .fillColor(role === 'H1' ? TEXT : look.primary)
      .text(text, doc.page.margins.left, doc.y);
  });
  doc.moveDown(0.3);
}

function header(doc: Doc, parent: Struct, content: EobContent, look: BrandLook): void {
  const top = doc.page.margins.top;
  drawBrandMark(doc, look, MARGIN, top, 30);
  paragraph(doc, parent, 'P', () => {
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(look.primary)
      .text(look.name, MARGIN + 40, top + 3, { width: contentWidth(doc) - 200 });
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Questions? Call ${content.customerService}`, MARGIN + 40, doc.y + 1);
  });
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .save()
    .rect(MARGIN, top + 40, contentWidth(doc), 3)
    .fill(look.accent)
    .restore();
  doc.endMarkedContent();
  doc.x = MARGIN;
  doc.y = top + 54;
}

function details(doc: Doc, parent: Struct, content: EobContent, look: BrandLook): void {
  const section = doc.struct('Sect');
  parent.add(section);
  const top = doc.y;
  const columnWidth = (contentWidth(doc) - 30) / 2;
  const labelWidth = 78;
  const heights = content.details.map((column) =>
    column.reduce(
      (h, { value }) =>
        h +
        Math.max(
          12,
          doc
            .font(REGULAR)
            .fontSize(9)
            .heightOfString(value, { width: columnWidth - labelWidth - 8 }) + 3,
        ),
      0,
    ),
  );
  const boxHeight = Math.max(...heights) + 16;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save().roundedRect(MARGIN, top, contentWidth(doc), boxHeight, 4).fill(look.tint).restore();
  doc.endMarkedContent();
  content.details.forEach((column, index) => {
    const x = MARGIN + 10 + index * (columnWidth + 10);
    let y = top + 8;
    for (const { label, value } of column) {
      paragraph(doc, section, 'P', () => {
        doc.font(BOLD).fontSize(9).fillColor(TEXT).text(`${label}:`, x, y, { width: labelWidth, lineBreak: false });
        doc
          .font(REGULAR)
          .fontSize(9)
          .text(value, x + labelWidth, y, { width: columnWidth - labelWidth - 8 });
      });
      y = Math.max(doc.y, y + 12) + 3;
    }
  });
  section.end();
  doc.x = MARGIN;
  doc.y = top + boxHeight + 8;
  paragraph(doc, parent, 'P', () => {
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(TEXT)
      .text(`Claim status: ${content.status}`, MARGIN, doc.y, { continued: Boolean(content.statusNote) });
    if (content.statusNote) doc.font(REGULAR).text(`  ${content.statusNote}`);
  });
}

const serviceCell = (row: EobServiceRow) => `${row.code}  ${row.description}${row.remarkCode ? `\nRemark ${row.remarkCode}` : ''}`;

function headerRow(): TaggedCell[] {
  return ['Date', 'Service', ...MONEY_COLUMNS].map((text, index) => ({
    text,
    type: 'TH',
    scope: 'column',
    backgroundColor: '#e8ebef',
    font: { src: BOLD, size: HEADER_SIZE },
    align: { x: index < 2 ? 'left' : 'right', y: 'bottom' },
  }));
}

function bodyRow(row: EobServiceRow): TaggedCell[] {
  return [
    { text: row.date },
    { text: serviceCell(row) },
    ...row.figures.map((text): TaggedCell => ({ text, align: { x: 'right', y: 'top' } })),
  ];
}

function totalsRow(content: EobContent): TaggedCell[] {
  return [
    { text: 'Total', colSpan: 2, type: 'TH', scope: 'row', font: { src: BOLD } },
    ...content.totals.map((text): TaggedCell => ({ text, font: { src: BOLD }, align: { x: 'right', y: 'top' } })),
  ];
}

/** The height a body row takes: its wrapped service description, or one line of figures. */
function rowHeight(doc: Doc, cells: TaggedCell[]): number {
  doc.font(REGULAR).fontSize(BODY_SIZE);
  const service = doc.heightOfString(String(cells[1]?.text ?? ''), { width: serviceWidth(doc) - CELL_PADDING.left - CELL_PADDING.right });
  return Math.max(service, doc.currentLineHeight(true)) + CELL_PADDING.top + CELL_PADDING.bottom;
}

/**
 * The services table: a row per claim line and a totals row. When the rows overflow a page, the
 * table goes on as a new table under a "continued" heading, with its column headers again.
 */
function servicesTable(doc: Doc, parent: Struct, content: EobContent, look: BrandLook): void {
  heading(doc, parent, 'H2', 'Your services', look);
  const rows = [...content.rows.map(bodyRow), totalsRow(content)];
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const headerHeight = 22;
  const start = (): PDFKit.Mixins.PDFTableObject => {
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(TEXT);
    const options: TaggedTableOptions = {
      structParent: parent,
      position: { x: MARGIN, y: doc.y },
      columnStyles: [DATE_WIDTH, '*', ...MONEY_COLUMNS.map(() => MONEY_WIDTH)],
      defaultStyle: { padding: CELL_PADDING, border: { top: 0, left: 0, right: 0, bottom: 0.5 }, borderColor: RULE },
      rowStyles: (index) => (index === 0 ? { minHeight: headerHeight } : undefined),
    };
    return doc.table(options).row(headerRow());
  };
  let table = start();
  for (const cells of rows) {
    if (doc.y + rowHeight(doc, cells) > bottom()) {
      table.end();
      doc.addPage();
      heading(doc, parent, 'H2', 'Your services (continued)', look);
      table = start();
    }
    table.row(cells);
  }
  table.end();
  doc.x = MARGIN;
}

function summary(doc: Doc, parent: Struct, content: EobContent, look: BrandLook): void {
  const height = 58;
  if (doc.y + height + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(doc, parent, 'H2', 'Summary', look);
  const top = doc.y;
  const half = contentWidth(doc) / 2;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save().lineWidth(1.5).roundedRect(MARGIN, top, contentWidth(doc), height, 4).stroke(look.primary);
  doc
    .rect(MARGIN + half, top + 10, 0.75, height - 20)
    .fill(RULE)
    .restore();
  doc.endMarkedContent();
  const figure = (index: number, label: string, amount: string) => {
    paragraph(doc, parent, 'P', () => {
      const x = MARGIN + 14 + index * half;
      doc
        .font(REGULAR)
        .fontSize(10)
        .fillColor(TEXT)
        .text(label, x, top + 10, { width: half - 28 });
      doc
        .font(BOLD)
        .fontSize(18)
        .fillColor(index === 0 ? TEXT : look.primary)
        .text(amount, x, top + 26, { width: half - 28 });
    });
  };
  figure(0, 'Your plan paid', content.planPaid);
  figure(1, 'You may owe the provider', content.memberOwes);
  doc.x = MARGIN;
  doc.y = top + height + 4;
  paragraph(doc, parent, 'P', () => {
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        'What you owe is your deductible, copays, coinsurance and what your plan does not cover. Your provider may send you a bill for it; pay the provider, not us.',
        MARGIN,
        doc.y,
        { width: contentWidth(doc) },
      );
  });
}

function remarks(doc: Doc, parent: Struct, content: EobContent, look: BrandLook): void {
  if (content.remarks.length === 0) return;
  heading(doc, parent, 'H2', 'What the remark codes mean', look);
  for (const { code, explanation } of content.remarks) {
    paragraph(doc, parent, 'P', () => {
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor(TEXT)
        .text(`${code}: `, MARGIN, doc.y, { continued: true, width: contentWidth(doc) });
      doc.font(REGULAR).text(explanation);
    });
    doc.moveDown(0.3);
  }
}

function appeal(doc: Doc, parent: Struct, content: EobContent, look: BrandLook): void {
  heading(doc, parent, 'H2', 'Your right to appeal', look);
  for (const sentence of content.appeal) {
    paragraph(doc, parent, 'P', () =>
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(TEXT)
        .text(sentence, MARGIN, doc.y, { width: contentWidth(doc) }),
    );
    doc.moveDown(0.3);
  }
}

/** Each page's footer, an artifact a screen reader skips: the claim and the page number. */
function footers(doc: Doc, claimId: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Claim ${claimId} · This is not a bill · Page ${index + 1} of ${count}`, MARGIN, doc.page.height - bottomMargin + 12, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Renders the explanation of benefits of a decided claim: a tagged, titled PDF in US English. */
export function renderEob(claim: EobClaim, member: EobMember): Promise<Buffer> {
  const content = eobContent(claim, member);
  const look = brandLookOf(content.tier);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      bufferPages: true,
      tagged: true,
      pdfVersion: '1.7',
      lang: 'en-US',
      displayTitle: true,
      info: { Title: content.title, Author: look.name, Subject: 'Explanation of Benefits. This is not a bill.' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const document = doc.struct('Document');
    doc.addStructure(document);
    header(doc, document, content, look);
    heading(doc, document, 'H1', 'Explanation of Benefits — This is not a bill', look);
    details(doc, document, content, look);
    servicesTable(doc, document, content, look);
    summary(doc, document, content, look);
    remarks(doc, document, content, look);
    appeal(doc, document, content, look);
    document.end();
    footers(doc, claim.claimId);
    doc.end();
  });
}
