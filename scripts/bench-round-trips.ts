import pg from 'pg';

/**
 * Statements the app sends to PostgreSQL per status change (each a round trip): every query
 * of this process is counted while changes are made one at a time, with no screen open.
 * Set BENCH_SHOW_STATEMENTS=1 to print them.
 */
export async function statementsPerChange(origin: string, cookie: string, changes: { roomId: string; status: string; clientActionId?: string }[]) {
  const query = pg.Client.prototype.query;
  const texts: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    texts.push(typeof first === 'string' ? first : first.text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    for (const change of changes) {
      const res = await fetch(`${origin}/trpc/roomStatuses.setStatus`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(change),
      });
      if (!res.ok) throw new Error(`status change failed: ${res.status}`);
      await res.arrayBuffer();
    }
  } finally {
    pg.Client.prototype.query = query;
  }
  if (process.env.BENCH_SHOW_STATEMENTS) console.log(texts.slice(0, texts.length / changes.length).join('\n'));
  return texts.length / changes.length;
}
