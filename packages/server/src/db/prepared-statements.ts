import type { Sql } from "postgres";

/**
 * The postgres.js client drizzle is given, made to use named prepared statements.
 *
 * Why: drizzle asks postgres.js for an unnamed statement (`prepare: false`) unless a query was
 * given a name, and postgres.js then sends every statement that has parameters in two round
 * trips: Parse and Describe first, to learn the parameters' types, then Bind and Execute. Named,
 * the description is kept per connection (by the statement's text and types), so each statement
 * after its first costs one round trip and no second parse. A checkout's fifteen statements were
 * thirty round trips.
 *
 * postgres.js prepares by default and re-prepares by itself when a migration changes what a
 * cached plan answers; only drizzle's explicit `false` is overridden here. Transactions and
 * savepoints hand drizzle a client of their own, so those are wrapped too.
 */
export function withPreparedStatements(client: Sql): Sql {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === "unsafe")
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, params as never, { ...options, prepare: true });
      if (key === "begin" || key === "savepoint")
        return (...args: unknown[]) => {
          const run = args.pop() as (tx: Sql) => unknown;
          const method = Reflect.get(target, key, receiver) as (...a: unknown[]) => unknown;
          return method(...args, (tx: Sql) => run(withPreparedStatements(tx)));
        };
      return Reflect.get(target, key, receiver);
    },
  });
}
