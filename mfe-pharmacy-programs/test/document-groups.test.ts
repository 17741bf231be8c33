import { groupDocuments, visibleGroups } from '../src/documents/document-groups';
import type { PlanDocument } from '../src/documents/api';
import { documentActionUrl, documentFailureCode, downloadFileName } from '../src/documents/open-plan-document';
import { setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

const doc = (documentId: string, category: string, title: string): PlanDocument => ({
  documentId,
  category,
  title,
  documentType: 'form',
  version: '1',
  published: '2026-01-02',
  url: `/member/portal/v1/members/M1/documents/${documentId}?documentType=form&version=1&action=view`,
});

describe('groupDocuments', () => {
  it('orders plan documents, forms and tax forms first, then other categories, titles alphabetically', () => {
    const groups = groupDocuments([
      doc('3', 'Tax Forms', 'Form 1095-B'),
      doc('2', 'Forms', 'Member Claim Form'),
      doc('1', 'Forms', 'Appeal Request Form'),
      doc('5', 'Newsletters', 'Spring'),
      doc('4', 'Plan Documents', 'Summary of Benefits'),
      doc('6', ' ', 'Loose'),
    ]);
    expect(groups.map((group) => [group.category, group.documents.map((d) => d.title)])).toEqual([
      ['Plan Documents', ['Summary of Benefits']],
      ['Forms', ['Appeal Request Form', 'Member Claim Form']],
      ['Tax Forms', ['Form 1095-B']],
      ['Newsletters', ['Spring']],
      ['Other documents', ['Loose']],
    ]);
  });

  it('shows the chosen category, or all when none (or a vanished one) is chosen', () => {
    const groups = groupDocuments([doc('1', 'Forms', 'A'), doc('2', 'Tax Forms', 'B')]);
    expect(visibleGroups(groups, 'Tax Forms').map((group) => group.category)).toEqual(['Tax Forms']);
    expect(visibleGroups(groups, '')).toBe(groups);
    expect(visibleGroups(groups, 'Gone')).toBe(groups);
  });
});

describe('document opening rules', () => {
  it('maps a refused request to FRM-0002 and anything else to FRM-0003', () => {
    expect(documentFailureCode(403)).toBe('FRM-0002');
    expect(documentFailureCode(404)).toBe('FRM-0003');
    expect(documentFailureCode(500)).toBe('FRM-0003');
    expect(documentFailureCode(null)).toBe('FRM-0003');
  });

  it('builds the view and download URLs on the member API origin', () => {
    setPortalConfig(testRuntimeConfig);
    const { url } = doc('SBC-1', 'Plan Documents', 'SBC');
    expect(documentActionUrl(url, 'view')).toBe(
      'http://localhost:4000/member/portal/v1/members/M1/documents/SBC-1?documentType=form&version=1&action=view',
    );
    expect(documentActionUrl(url, 'download')).toBe(
      'http://localhost:4000/member/portal/v1/members/M1/documents/SBC-1?documentType=form&version=1&action=download',
    );
  });

  it('names downloads after the document, safely', () => {
    expect(downloadFileName('Summary of Benefits and Coverage 2027')).toBe('Summary-of-Benefits-and-Coverage-2027.pdf');
    expect(downloadFileName('Form 1095-B / 2026')).toBe('Form-1095-B-2026.pdf');
    expect(downloadFileName('***')).toBe('document.pdf');
  });
});
