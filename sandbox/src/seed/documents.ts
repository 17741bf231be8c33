import type { SeedData } from './seed-data.ts';

/** Documents and forms: the forms for every plan type, and each account holder's plan documents and tax form. */
export function seedDocuments(data: SeedData, today: Date): void {
  const year = today.getUTCFullYear();
  const forms: [string, string, string, string[]][] = [
    ['FRM-CLAIM-001', 'Forms', 'Member Claim Form', ['Medical', 'Dental', 'Vision']],
    ['FRM-APPEAL-002', 'Forms', 'Appeal Request Form', ['Medical', 'Dental', 'Vision']],
    ['FRM-AUTHREP-003', 'Forms', 'Authorized Representative Form', ['Medical', 'Dental', 'Vision']],
    ['FRM-COB-004', 'Forms', 'Coordination of Benefits Questionnaire', ['Medical']],
    ['FRM-RX-005', 'Forms', 'Prescription Drug Reimbursement Form', ['Medical']],
    ['FRM-PRIV-006', 'Forms', 'Notice of Privacy Practices', ['Medical', 'Dental', 'Vision']],
    ['FRM-DEN-007', 'Forms', 'Dental Claim Form', ['Dental']],
  ];
  for (const [id, category, title, types] of forms) {
    data.documents.push({
      documentId: id,
      memberId: null,
      category,
      title,
      documentType: 'form',
      version: '2026.1',
      published: `${year}-01-02`,
      contractTypes: types,
    });
  }
  for (const member of data.members) {
    if (!member.username) continue;
    data.documents.push(
      {
        documentId: `SBC-${member.memberId}`,
        memberId: member.memberId,
        category: 'Plan Documents',
        title: `Summary of Benefits and Coverage ${year}`,
        documentType: 'sbc',
        version: `${year}.1`,
        published: `${year - 1}-11-01`,
        contractTypes: [member.contractType],
      },
      {
        documentId: `COC-${member.memberId}`,
        memberId: member.memberId,
        category: 'Plan Documents',
        title: 'Certificate of Coverage',
        documentType: 'coc',
        version: `${year}.1`,
        published: `${year - 1}-11-01`,
        contractTypes: [member.contractType],
      },
    );
    if (member.contractType === 'Medical' && member.isActive) {
      data.documents.push({
        documentId: `1095B-${member.memberId}-${year - 1}`,
        memberId: member.memberId,
        category: 'Tax Forms',
        title: `Form 1095-B ${year - 1}`,
        documentType: 'tax',
        version: '1',
        published: `${year}-01-31`,
        contractTypes: ['Medical'],
      });
    }
  }
}
