import PDFDocument from 'pdfkit';
import type { claims, members } from '../db/schema.ts';

type Claim = typeof claims.$inferSelect;
type Member = typeof members.$inferSelect;

/** An EOB exists only for a decided claim (the claims check constraint), so its figures are known. */
const money = (n: number | null) => (n === null ? 'not yet known' : `$${n.toFixed(2)}`);

/** Renders an explanation-of-benefits PDF for a processed claim. */
export function renderEob(claim: Claim, member: Member): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Explanation of Benefits ${claim.claimId}`, Author: member.lobDisplayName } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(18).text('Explanation of Benefits', { align: 'left' });
    doc.fontSize(10).fillColor('#444').text('THIS IS NOT A BILL', { align: 'left' }).fillColor('#000');
    doc.moveDown();
    doc.fontSize(11);
    const rows: [string, string][] = [
      ['Member', `${member.firstName} ${member.lastName}`],
      ['Member ID', member.memberId],
      ['Plan', member.lobDisplayName],
      ['Claim number', claim.claimId],
      ['Provider', claim.providerName],
      ['Date of service', claim.serviceDate],
      ['Processed', claim.processedDate ?? 'Pending'],
      ['Status', claim.status],
    ];
    for (const [k, v] of rows) doc.text(`${k}: ${v}`);
    doc.moveDown();
    doc.fontSize(12).text('Services', { underline: true });
    doc.fontSize(9);
    for (const line of claim.lines) {
      doc.text(
        `${line.line}. ${line.procedureCode} ${line.description} | billed ${money(line.billed)} | allowed ${money(line.allowed)} | ` +
          `plan paid ${money(line.planPaid)} | deductible ${money(line.deductible)} | copay ${money(line.copay)} | ` +
          `coinsurance ${money(line.coinsurance)}${line.notCovered ? ` | not covered ${money(line.notCovered)}` : ''}${line.remarkCode ? ` | remark ${line.remarkCode}` : ''}`,
      );
    }
    doc.moveDown();
    doc.fontSize(11);
    doc.text(`Total billed: ${money(claim.billedCents / 100)}`);
    doc.text(`Plan paid: ${money(claim.planPaidCents === null ? null : claim.planPaidCents / 100)}`);
    doc.text(`You may owe the provider: ${money(claim.memberOweCents === null ? null : claim.memberOweCents / 100)}`);
    doc.moveDown();
    doc.fontSize(9).fillColor('#444').text(
      'If you disagree with this decision you may appeal within 180 days. We will decide on an appeal within 30 days. ' +
        'Claims must be filed within 1 year of the date of service.',
    );
    doc.end();
  });
}

/** A simple one-page PDF for documents and forms. */
export function renderDocument(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title);
    doc.moveDown().fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}
