import type * as s from '../db/schema.ts';

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The tables the seed writes rows into (by their schema names), in the order it writes them. */
export const seedTableNames = [
  'users',
  'members',
  'claims',
  'priorAuths',
  'messages',
  'memberState',
  'hraTransactions',
  'bills',
  'payments',
  'documents',
  'providers',
  'coverages',
] as const;

export type SeedTableName = (typeof seedTableNames)[number];

/** The seed's rows, table by table. */
export type SeedData = { [Table in SeedTableName]: Insert<(typeof s)[Table]>[] };

/** No rows yet in any of the seed's tables. */
export function emptySeedData(): SeedData {
  return Object.fromEntries(seedTableNames.map((table) => [table, []])) as unknown as SeedData;
}
