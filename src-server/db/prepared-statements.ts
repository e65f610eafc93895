import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Prepared statements on PostgreSQL (issue 30): a statement the app sends again and again (a
 * room change's lock and write, a session check) is parsed and planned once per connection,
 * not on every call. Kysely sends each query as text with parameters; this names a text the
 * second time the process sees it, and pg then prepares it on each connection once and sends
 * only its parameters after that. A text seen once (a report's ad hoc filter) stays unnamed,
 * and each connection prepares at most PREPARED_PER_CONNECTION statements, so neither the
 * server's memory nor the app's grows with the variety of queries.
 *
 * PostgreSQL plans a prepared statement again when its tables change, but refuses to run one
 * whose result columns changed ("cached plan must not change result type"): a `select *` of a
 * table a newer instance's migration added a column to, during a rolling deploy. Texts that
 * select or return `*` are therefore never prepared; the app names its columns elsewhere.
 * DATABASE_PREPARED_STATEMENTS=off turns it all off (a pooler that cannot keep them).
 */
export const PREPARED_PER_CONNECTION = 250;
/** How many texts the process remembers having seen once; cleared when full (only the hot ones matter). */
const SEEN_LIMIT = 10_000;

/** A result of every column of a table (`select *`, `"t".*`, `returning *`): its shape follows the table's. */
const ALL_COLUMNS = /\bselect\s+\*|\.\*|\breturning\s+\*/i;

const seen = new Set<string>();
const names = new Map<string, string>();

/** The statement name of a text the process has seen before; undefined the first time. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (ALL_COLUMNS.test(text)) return undefined;
  if (!seen.has(text)) {
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.add(text);
    return undefined;
  }
  seen.delete(text);
  // Bounded like `seen`: past the limit new texts are simply sent unnamed.
  if (names.size >= SEEN_LIMIT) return undefined;
  const name = `k${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

type Query = (...args: unknown[]) => unknown;

/** Makes a pool's connection prepare the texts it is sent repeatedly (call on the pool's 'connect'). */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  // Through the prototype at each call, not a copy taken now: the bench counts statements by wrapping it.
  const query = ((...args: unknown[]) => (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args)) as Query;
  const prepared = new Set<string>();
  client.query = ((config: unknown, values: unknown, callback: unknown) => {
    // Kysely's form: text and an array of parameters. Anything else (a config object, a cursor) goes as it is, and so
    // does a text with no parameters (begin, commit): pg sends that as a simple query, one message.
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) return query(config, values, callback);
    const name = statementName(config);
    if (!name || (!prepared.has(name) && prepared.size >= PREPARED_PER_CONNECTION)) return query(config, values);
    prepared.add(name);
    return query({ name, text: config, values });
  }) as typeof client.query;
}
