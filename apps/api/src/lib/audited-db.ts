import { getTableName, type Table } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { AUDITED_TABLES, AUTHORITY_AUDITED_TABLES } from "../db/schema/index";
import { currentAuditContext, setAuditContext } from "./audit-context";

const audited = new Set<string>([...AUDITED_TABLES, ...AUTHORITY_AUDITED_TABLES]);
type Step = [method: PropertyKey, args: unknown[]];
type Builder = Record<PropertyKey, (...args: unknown[]) => unknown>;

/**
 * The database handle the app hands to every module (decision 075). Its `transaction()` first gives
 * the audit trigger the author, ip and geo of the request being answered, so every change is recorded
 * with them in its own transaction.
 *
 * A write to an audited table made straight on the handle (no transaction) while answering a request
 * is run in a transaction of its own for the same reason: `db.update(vehiculo).set(…).where(…)` is
 * recorded, and replayed on the transaction when awaited. Outside a request (start-up, tests' set-up)
 * the handle is the plain database and the trigger records the change with no author.
 */
export function auditedDb(db: Db): Db {
  const transaction = ((work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const context = currentAuditContext();
    return (db.transaction as (w: (tx: Tx) => Promise<unknown>, c?: unknown) => Promise<unknown>)(async (tx) => {
      if (context) await setAuditContext(tx, context);
      return work(tx);
    }, config);
  }) as Db["transaction"];

  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "transaction") return transaction;
      if (prop === "insert" || prop === "update" || prop === "delete") {
        return (table: Table) =>
          currentAuditContext() && audited.has(getTableName(table))
            ? deferredWrite(transaction, prop, table, [])
            : (target[prop] as (t: Table) => unknown).call(target, table);
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

/** A write builder that records its calls and, when awaited, replays them on a fresh transaction. */
function deferredWrite(transaction: Db["transaction"], method: "insert" | "update" | "delete", table: Table, steps: Step[]): unknown {
  const run = () =>
    transaction(async (tx) => {
      let builder = (tx[method] as (t: Table) => unknown)(table) as Builder;
      for (const [name, args] of steps) builder = builder[name](...args) as Builder;
      return (await builder) as unknown;
    });
  return new Proxy(
    {},
    {
      get(_target, prop) {
        if (prop === "then") return (ok?: (v: unknown) => unknown, ko?: (e: unknown) => unknown) => run().then(ok, ko);
        if (prop === "catch") return (ko?: (e: unknown) => unknown) => run().catch(ko);
        if (prop === "finally") return (done?: () => void) => run().finally(done);
        if (typeof prop === "symbol") return undefined;
        return (...args: unknown[]) => deferredWrite(transaction, method, table, [...steps, [prop, args]]);
      },
    },
  );
}
