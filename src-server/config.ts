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
  /**
   * Hosts a push subscription may point at. The server posts to every subscribed endpoint,
   * so an open list would let any signed-in user aim it at internal addresses.
   */
  pushHosts: string[];
  /** Where the built client lives; null serves no client (API-only tests). */
  clientDir: string | null;
  logger: boolean;
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
    pushHosts: env.PUSH_ENDPOINT_HOSTS ? env.PUSH_ENDPOINT_HOSTS.split(',').map((h) => h.trim()) : DEFAULT_PUSH_HOSTS,
    clientDir: path.resolve('dist/client'),
    logger: env.LOG !== '0',
  };
}
