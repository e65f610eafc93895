import fs from 'node:fs';
import path from 'node:path';
import { envSchema, SECRETS_KEY_FORMAT, SECRETS_KEY_MESSAGE, type LOG_LEVELS } from './config/env.schema';
import type { TrustProxy } from './config/trust-proxy';
import { vapidSubject } from './config/vapid-subject';

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** PostgreSQL connections per app instance. */
  databasePoolSize: number;
  /** Prepare the statements sent repeatedly, once per connection (db/prepared-statements.ts); off behind a pooler that cannot keep them. */
  databasePreparedStatements: boolean;
  dataDir: string;
  /** Comma-separated 32-byte hex keys; the first signs. Null: generated once and stored. */
  sessionKeys: string[] | null;
  /**
   * The key PMS credentials are encrypted with (SECRETS_KEY, or the file SECRETS_KEY_FILE
   * names), 64 hex characters. Never generated nor stored in the database: whoever reads a
   * copy of the database must not read the hotels' PMS credentials with it. Null: saving
   * PMS credentials is refused until it is set.
   */
  secretsKey: string | null;
  /** Null: generated once and stored in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  publicUrl: string;
  /**
   * Hosts a push subscription may point at. The server posts to every subscribed endpoint,
   * so an open list would let any signed-in user aim it at internal addresses.
   */
  pushHosts: string[];
  /**
   * Hosts a webhook may also target over http or at a private address (on-premise systems,
   * tests); every other target must be a public https host (DESIGN §14).
   */
  webhookHosts: string[];
  /** SSE keep-alive: a live stream hears at least this often, so idle proxies keep it open. */
  ssePingMs: number;
  /** Where the built client lives; null serves no client (API-only tests). */
  clientDir: string | null;
  /** False: no log at all (tests). */
  logger: boolean;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** Said once at start: settings that work but will surprise someone later. */
  warnings: string[];
  test: { databaseUrl: string | null; chromePath: string; e2eRequired: boolean };
}

/** The browsers' push services (Chrome, Firefox, Safari, Edge); `*.` matches any subdomain. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** A bad environment: the message names every variable at fault, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${port}`;
  const subject = vapidSubject(e.VAPID_SUBJECT, publicUrl);
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 20,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS !== 'off',
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    sessionKeys: e.SESSION_KEYS ?? null,
    secretsKey: e.SECRETS_KEY ?? (e.SECRETS_KEY_FILE ? readSecretsKeyFile(e.SECRETS_KEY_FILE) : null),
    vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
    vapidSubject: subject.subject,
    publicUrl,
    pushHosts: e.PUSH_ENDPOINT_HOSTS ?? DEFAULT_PUSH_HOSTS,
    webhookHosts: e.WEBHOOK_ALLOWED_HOSTS ?? [],
    ssePingMs: e.SSE_PING_MS ?? 20_000,
    clientDir: path.resolve('dist/client'),
    logger: e.LOG_LEVEL !== 'silent',
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: e.TRUST_PROXY ?? false,
    warnings: subject.warning ? [subject.warning] : [],
    test: {
      databaseUrl: e.TEST_DATABASE_URL ?? null,
      chromePath: e.CHROME_PATH ?? '/usr/bin/chromium',
      e2eRequired: e.E2E_REQUIRED === '1',
    },
  };
}

/** The key in SECRETS_KEY_FILE (a mounted secret, a trailing newline allowed); a missing or bad file is a bad configuration. */
function readSecretsKeyFile(file: string): string {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  SECRETS_KEY_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!SECRETS_KEY_FORMAT.test(content)) throw new ConfigError(`Invalid configuration:\n  SECRETS_KEY_FILE: ${file} ${SECRETS_KEY_MESSAGE}`);
  return content;
}

/** For commands: a bad environment ends the process with the message alone, no stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
