import { PassThrough } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loadSecrets } from '../secrets';
import { createTestDb, type TestDb } from './test-db';
import type { Db } from '../db/connection';

export interface LoggedApp {
  app: FastifyInstance;
  db: Db;
  /** Every line the app logged so far, parsed; throws on a line that is not JSON. */
  lines(): Record<string, unknown>[];
}

/** An app on PGlite with logging on (as in production) and its log captured. */
export function useLoggedApp(env: Record<string, string> = {}): LoggedApp {
  const holder = {} as LoggedApp & { testDb: TestDb };
  let output = '';
  beforeAll(async () => {
    holder.testDb = await createTestDb('pglite');
    holder.db = holder.testDb.db;
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const config = { ...loadConfig({ PORT: '3000', LOG_LEVEL: 'info', ...env }), clientDir: null };
    holder.app = await buildApp({ config, db: holder.db, secrets: await loadSecrets(holder.db, config), logStream });
    await holder.app.ready();
  });
  holder.lines = () => output.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Record<string, unknown>);
  afterAll(async () => {
    await holder.app?.close();
    await holder.testDb?.close().catch(() => undefined);
  });
  return holder;
}
