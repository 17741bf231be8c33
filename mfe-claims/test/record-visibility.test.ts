import type { AccessibleMember } from '@portal/contracts/domain';
import { visibleRecords } from '../src/health-records/record-visibility';

const member = (memberId: string, firstName: string, healthRecord: boolean | undefined): AccessibleMember => ({
  memberId,
  firstName,
  lastName: 'Martinez',
  ...(healthRecord === undefined ? {} : { access: { healthRecord } }),
});

describe('whose health records the picker offers (the access policy’s answer)', () => {
  it('offers the member and every member the policy allows, the member first, and counts the others', () => {
    const family = [member('P2', 'Mia', true), member('P1', 'Ava', false), member('P3', 'Noah', false)];
    expect(visibleRecords(family, 'P1')).toEqual({
      visible: [
        { memberId: 'P1', name: 'Ava Martinez' },
        { memberId: 'P2', name: 'Mia Martinez' },
      ],
      privateCount: 1,
    });
  });

  it('offers nobody else without an explicit yes (deny by default), and always the member', () => {
    expect(visibleRecords([member('P2', 'Mia', undefined)], 'P1')).toEqual({ visible: [{ memberId: 'P1', name: '' }], privateCount: 1 });
    expect(visibleRecords([], 'P1')).toEqual({ visible: [{ memberId: 'P1', name: '' }], privateCount: 0 });
  });
});
