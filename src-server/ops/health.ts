import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { reasonBody } from '../http/framework-errors';
import type { Db } from '../db/connection';

/** How long readiness waits for the database before calling it unavailable. */
export const READY_TIMEOUT_MS = 1000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, READY_TIMEOUT_MS, false);
  });
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * DESIGN §15: `/healthz` says the process is up (restart it when not); `/readyz` says it
 * can serve (send it traffic when so): the database answers. While the server drains,
 * every request, readyz included, is answered 503 (ops/drain.ts).
 */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!(await databaseAnswers(db))) {
      return reply.code(503).send(reasonBody('SERVICE_UNAVAILABLE', 'DATABASE_DOWN'));
    }
    return reply.send({ status: 'ok' });
  });
}
