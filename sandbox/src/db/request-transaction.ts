import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/*
 * One transaction per member API write: the change a handler makes and the audit entries that record
 * it commit together or not at all, so a crash can never keep a change and lose who made it. Handlers
 * keep using the one `db`: inside a write it is the request's transaction (a handler's own
 * `db.transaction` becomes a savepoint of it); everywhere else it is the database itself.
 *
 * The answer waits for the commit: the handler's answer is held in its onSend hook (write-routes.ts)
 * until the transaction has committed, so a caller who reads right after the answer reads the change.
 */

interface RequestTransaction {
  tx: Db;
  /** Work done with the transaction after the handler, just before the commit (the audit entries). */
  beforeCommit: ((tx: Db) => Promise<void>)[];
  /** Set when part of the write failed after its answer was chosen: nothing of it is kept. */
  rollbackOnly: boolean;
  /** Called once the answer is ready to go (its onSend hook): the transaction may commit. */
  answerReady: () => void;
  /** Settles when the transaction has committed (rejects when it was rolled back). */
  committed: Promise<void>;
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

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Runs `work` (a route handler that sends its answer) in a transaction of its own that `db`
 * (requestScopedDb) uses. The transaction commits once the answer is ready (or the handler is done),
 * after `beforeCommit`; the answer leaves after the commit. Resolves with what `work` resolves with.
 */
export async function inRequestTransaction<T>(database: Db, work: () => Promise<T>): Promise<T> {
  const answer = deferred<void>();
  const commit = deferred<void>();
  let handled: Promise<T> | undefined;
  let refusal: { error: unknown } | undefined;
  try {
    await database.transaction(async (tx) => {
      const context: RequestTransaction = {
        tx: tx as unknown as Db,
        beforeCommit: [],
        rollbackOnly: false,
        answerReady: () => answer.resolve(),
        committed: commit.promise,
      };
      try {
        handled = storage.run(context, work);
        handled.catch(() => {});
        // A handler that sends its answer resolves only once the answer has gone, which waits for
        // this commit: the transaction goes on as soon as the answer is ready.
        await Promise.race([handled, answer.promise]);
      } catch (error) {
        if (!keepsChanges(error)) throw error;
        refusal = { error };
      }
      if (!context.rollbackOnly) for (const step of context.beforeCommit) await step(context.tx);
      if (context.rollbackOnly) throw new RollBack();
    });
    commit.resolve();
  } catch (error) {
    commit.reject(error);
    // Rolled back after the answer was chosen: the answer says what went wrong (write-routes.ts).
    if (error instanceof RollBack && handled) return handled;
    throw error;
  }
  if (refusal) throw refusal.error;
  return handled as Promise<T>;
}
