import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/*
 * One transaction per member API write: the change a handler makes and the audit entries that record
 * it commit together or not at all, so a crash can never keep a change and lose who made it. Handlers
 * keep using the one `db`: inside a write it is the request's transaction (a handler's own
 * `db.transaction` becomes a savepoint of it); everywhere else it is the database itself.
 */

interface RequestTransaction {
  tx: Db;
  /** Work done with the transaction after the handler, just before the commit (the audit entries). */
  beforeCommit: ((tx: Db) => Promise<void>)[];
  /** Set when part of the write failed after its answer was chosen: nothing of it is kept. */
  rollbackOnly: boolean;
}

/** Thrown inside the transaction to roll a rollback-only write back; never leaves this module. */
class RollBack extends Error {}

const storage = new AsyncLocalStorage<RequestTransaction>();

/** The transaction of the write being handled here, if any. */
export function currentRequestTransaction(): RequestTransaction | undefined {
  return storage.getStore();
}

/** The database as handlers use it: the request's transaction inside a write, the database outside. */
export function requestScopedDb(database: Db): Db {
  return new Proxy(database, {
    get(target, property) {
      const source = storage.getStore()?.tx ?? target;
      const value = Reflect.get(source, property, source) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/**
 * An error after which the write's changes are kept: a refusal the handler chose to answer (a 4xx),
 * after counting it (a wrong passcode, a failed check). Anything else rolls the write back.
 */
function keepsChanges(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status < 500;
}

/** Runs `work` in a transaction of its own that `db` (requestScopedDb) uses; commits after `beforeCommit`. */
export async function inRequestTransaction<T>(database: Db, work: () => Promise<T>): Promise<T> {
  let rolledBack: { value: T } | undefined;
  try {
    const outcome = await database.transaction(async (tx) => {
      const context: RequestTransaction = { tx: tx as unknown as Db, beforeCommit: [], rollbackOnly: false };
      let done: { value: T } | { refusal: unknown };
      try {
        done = { value: await storage.run(context, work) };
      } catch (error) {
        if (!keepsChanges(error)) throw error;
        done = { refusal: error };
      }
      if (!context.rollbackOnly) for (const step of context.beforeCommit) await step(context.tx);
      if (context.rollbackOnly) {
        if ('value' in done) rolledBack = done;
        throw new RollBack();
      }
      return done;
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.value;
  } catch (error) {
    // The answer already says what went wrong (the failure was answered where it happened).
    if (error instanceof RollBack && rolledBack) return rolledBack.value;
    throw error;
  }
}
