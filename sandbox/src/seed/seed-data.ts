import type * as s from '../db/schema.ts';

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SeedData {
  users: Insert<typeof s.users>[];
  members: Insert<typeof s.members>[];
  claims: Insert<typeof s.claims>[];
  priorAuths: Insert<typeof s.priorAuths>[];
  messages: Insert<typeof s.messages>[];
  memberState: Insert<typeof s.memberState>[];
  hraTransactions: Insert<typeof s.hraTransactions>[];
  bills: Insert<typeof s.bills>[];
  payments: Insert<typeof s.payments>[];
  documents: Insert<typeof s.documents>[];
  providers: Insert<typeof s.providers>[];
  coverages: Insert<typeof s.coverages>[];
}
