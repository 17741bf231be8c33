import { rosterOfContract, type RosterMember } from '../src/family/api';

const member = (memberId: string, contractId: string) =>
  ({ memberId, contractId, firstName: 'A', lastName: 'B' }) as unknown as RosterMember;

describe('the family roster of the selected plan', () => {
  it("keeps the members on the plan's contract, in the answer's order (the answer covers every plan of the user)", () => {
    const answer = [member('H1000100101', 'H10001001'), member('D2000200201', 'D20002002'), member('H1000100102', 'H10001001')];
    expect(rosterOfContract(answer, 'H10001001').map((m) => m.memberId)).toEqual(['H1000100101', 'H1000100102']);
  });
});
