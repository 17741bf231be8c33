import type { AccessibleMember } from '@portal/contracts/domain';
import { mayReadFor, membersAllowed, membersRefused } from '@portal/rights';

const ava: AccessibleMember = { memberId: 'A', firstName: 'Ava' };
const mia: AccessibleMember = { memberId: 'M', firstName: 'Mia', access: { claims: true, messages: true } };
const noah: AccessibleMember = { memberId: 'N', firstName: 'Noah', access: { claims: false, messages: false } };
const unknown: AccessibleMember = { memberId: 'U' };

describe('member pickers follow the access policy’s answer', () => {
  it('always allows the member’s own data, and another member’s only with an explicit yes', () => {
    expect(mayReadFor(ava, 'healthRecord', 'A')).toBe(true);
    expect(mayReadFor(mia, 'messages', 'A')).toBe(true);
    expect(mayReadFor(mia, 'healthRecord', 'A')).toBe(false);
    expect(mayReadFor(noah, 'claims', 'A')).toBe(false);
    expect(mayReadFor(unknown, 'claims', 'A')).toBe(false);
  });

  it('lists the allowed members with the member first, each once, and the refused ones apart', () => {
    const family = [noah, mia, ava, unknown, mia];
    expect(membersAllowed(family, 'claims', 'A').map((member) => member.memberId)).toEqual(['A', 'M']);
    expect(membersRefused(family, 'claims', 'A').map((member) => member.memberId)).toEqual(['N', 'U']);
  });
});
