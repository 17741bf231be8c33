// The audit view's words. Every action the audit trail can hold reads as plain words, from one
// mapping that the action filter uses too; an action the mapping lacks is still worded, never shown raw.
import { actionOptions, actionText, auditActionWords, outcomeText } from '../src/admin/admin-words';

/** The account events of the sandbox's audit trail (sandbox/src/audit/audit-trail.ts AuditAction). */
const events = [
  'signin.success',
  'signin.failure',
  'account.created',
  'account.locked',
  'account.unlocked',
  'account.blocked',
  'account.unblocked',
  'account.deleted',
  'password.changed',
  'password.reset',
  'email.changed',
  'phone.changed',
  'security-questions.changed',
  'mfa.changed',
  'family-access.changed',
  'session.revoked',
];
/** `<kind>.<action>` of every route-declared kind of the access policy (sandbox/src/access/access-policy.ts ACCESS_POLICY). */
const dataActions = [
  'claims.read',
  'authorizations.read',
  'spending.read',
  'messages.read',
  'messages.change',
  'messageCount.read',
  'preferences.read',
  'preferences.change',
  'notificationSettings.read',
  'notificationSettings.change',
  'healthRecord.read',
  'pcp.read',
  'pcp.change',
  'documents.read',
  'idCards.read',
  'idCards.change',
  'pharmacy.read',
  'programs.read',
  'findCare.read',
  'costEstimates.read',
  'coverage.read',
  'coverageAbroad.read',
  'hra.read',
  'address.read',
  'address.change',
  'contact.change',
  'fhirPatient.read',
  'fhirCoverage.read',
  'sso.read',
  'account.read',
  'account.change',
  'bills.read',
  'payments.read',
  'payments.change',
  'autopay.read',
  'autopay.change',
  'adminAccounts.read',
  'adminAccounts.change',
  'adminAudit.read',
];

describe('audit actions in words', () => {
  it('words the staff console, sign-in events and member data reads', () => {
    expect(actionText('adminAccounts.read')).toBe('Account viewed by staff');
    expect(actionText('adminAudit.read')).toBe('Audit trail viewed');
    expect(actionText('account.blocked')).toBe('Block date set');
    expect(actionText('signin.success')).toBe('Signed in');
    expect(actionText('signin.failure')).toBe('Sign-in failed');
    expect(actionText('account.locked')).toBe('Locked after failed sign-ins');
    expect(actionText('account.unlocked')).toBe('Unlocked');
    expect(actionText('claims.read')).toBe('Claims read');
  });

  it('has words of its own for every action the audit trail can hold, each a sentence, none an internal name', () => {
    for (const action of [...events, ...dataActions]) {
      const text = auditActionWords[action];
      expect({ action, text }).toEqual({ action, text: expect.stringMatching(/^[A-Z][^.]*$/) });
      expect(text).not.toMatch(/[a-z][A-Z]|\./);
    }
    // Words are not shared between two actions, so the filter's options can be told apart.
    const labels = Object.values(auditActionWords);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('words an action the mapping lacks from its parts, never showing the internal name', () => {
    expect(actionText('dentalPlans.read')).toBe('Dental plans read');
    expect(actionText('travel-notes.change')).toBe('Travel notes changed');
    expect(actionText('odd')).toBe('Odd');
    expect(actionText('')).toBe('');
  });

  it('offers every worded action in the filter, with the same words, in alphabetical order', () => {
    expect(actionOptions.map((o) => o.value).sort()).toEqual(Object.keys(auditActionWords).sort());
    for (const option of actionOptions) expect(option.label).toBe(actionText(option.value));
    const labels = actionOptions.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it('words outcomes', () => {
    expect(outcomeText('denied')).toBe('Refused');
    expect(outcomeText('success')).toBe('Succeeded');
    expect(outcomeText('other')).toBe('other');
  });
});
