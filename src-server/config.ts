import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Comma-separated 32-byte hex keys; the first signs. Null: generated once and stored. */
  sessionKeys: string[] | null;
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  publicUrl: string;
  /** Where the built client lives; null serves no client (API-only tests). */
  clientDir: string | null;
  logger: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    sessionKeys: env.SESSION_KEYS ? env.SESSION_KEYS.split(',').map((k) => k.trim()) : null,
    vapid:
      publicKey && privateKey
        ? { publicKey, privateKey, subject: env.VAPID_SUBJECT ?? 'mailto:admin@localhost' }
        : null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    clientDir: path.resolve('dist/client'),
    logger: env.LOG !== '0',
  };
}
