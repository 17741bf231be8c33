import { messagesFor } from './messages.ts';
import type { Rights } from './rights.ts';
import type { SeedData } from './seed-data.ts';

/**
 * Messages: ava 10 (3 unread), hal 150 unread, others a few. Ava's dependents have read theirs, so
 * her bell (which counts every member she can act for) shows exactly 3. What each is about fits the
 * member (src/seed/messages.ts); the newest are the unread ones.
 */
export function seedMessages(data: SeedData, today: Date): void {
  const memberById = new Map(data.members.map((m) => [m.memberId, m]));
  let msgSeq = 1;
  const messagePlan: [string, number, number][] = [
    ['H1000100101', 10, 3],
    ['H1000100102', 3, 0],
    ['H1000100103', 1, 0],
    ['D2000200201', 3, 1],
    ['V2000200301', 1, 0],
    ['B3000300101', 4, 2],
    ['M4000400101', 5, 2],
    ['A5000500101', 2, 0],
    ['H6000600102', 2, 1],
    ['E7000700101', 4, 1],
    ['H8000800101', 150, 150],
    ['B9000900101', 3, 1],
    ['H1101100101', 2, 0],
  ];
  for (const [memberId, total, unread] of messagePlan) {
    const member = memberById.get(memberId)!;
    const rights = member.rights as unknown as Rights;
    const paysOnline = member.isPolicyHolder && (rights.payBill || rights.pageIdentifiers.some((p) => p.type === 'medicarePayment'));
    const facts = {
      member,
      rights,
      today,
      claims: data.claims.filter((c) => c.memberId === memberId),
      authorizations: data.priorAuths.filter((a) => a.memberId === memberId),
      payments: paysOnline ? data.payments.filter((p) => p.contractId === member.contractId) : [],
    };
    messagesFor(facts, total).forEach((message, i) => {
      data.messages.push({
        messageId: `MSG${String(msgSeq).padStart(6, '0')}`,
        memberId,
        ...message,
        status: i < unread ? 'UNREAD' : 'READ',
        deletedAt: null,
      });
      msgSeq += 1;
    });
  }
}
