import { isIP } from 'node:net';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An empty variable (`PORT=` in a compose file) means unset, as the shell would have it. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

function integer(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);
}

function commaList(item: z.ZodString) {
  return z.string().transform((s) => s.split(',').map((p) => p.trim())).pipe(z.array(item).min(1));
}

function urlWithProtocols(protocols: string[]) {
  return (value: string) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };
}

const postgresUrl = z.string().refine(urlWithProtocols(['postgres:', 'postgresql:']), 'must be a postgres:// URL');

/** The origin users open: the cookie's Secure flag and the Origin check compare against it. */
const publicUrl = z
  .string()
  .trim()
  .transform((s) => s.replace(/\/$/, ''))
  .refine(urlWithProtocols(['http:', 'https:']), 'must be an http:// or https:// address, like https://hotel.example.com')
  .refine((s) => !URL.canParse(s) || new URL(s).origin === s, 'must be just scheme, host and port (no path), like https://hotel.example.com');

function base64urlOfLength(bytes: number, what: string) {
  return z
    .string()
    .trim()
    .refine((s) => /^[A-Za-z0-9_-]+$/.test(s) && Buffer.from(s, 'base64url').length === bytes, `must be ${what}`);
}

/** SECRETS_KEY, or the content of SECRETS_KEY_FILE: one 32-byte key in hex. */
export const SECRETS_KEY_FORMAT = /^[0-9a-f]{64}$/i;
export const SECRETS_KEY_MESSAGE = 'must be one 32-byte hex key, 64 hex characters (openssl rand -hex 32)';

const GENERATE_VAPID = 'as printed by `npx web-push generate-vapid-keys`';

/** Every environment variable the app and its tests read (README, "Configuration"). */
export const envSchema = z
  .object({
    PORT: optional(integer(0, 65535)),
    HOST: optional(z.string().trim()),
    DATABASE_URL: optional(postgresUrl),
    DATABASE_POOL_SIZE: optional(integer(1, 1000)),
    DATABASE_PREPARED_STATEMENTS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
    DATA_DIR: optional(z.string()),
    SESSION_KEYS: optional(
      commaList(z.string().regex(/^[0-9a-f]{64}$/i, 'must be comma-separated 32-byte hex keys, 64 hex characters each (openssl rand -hex 32)')),
    ),
    // PMS credentials at rest (DESIGN §19): a key kept outside the database, or a file holding it (a mounted secret).
    SECRETS_KEY: optional(z.string().trim().regex(SECRETS_KEY_FORMAT, SECRETS_KEY_MESSAGE)),
    SECRETS_KEY_FILE: optional(z.string().trim()),
    VAPID_PUBLIC_KEY: optional(base64urlOfLength(65, `a VAPID public key ${GENERATE_VAPID}`)),
    VAPID_PRIVATE_KEY: optional(base64urlOfLength(32, `a VAPID private key ${GENERATE_VAPID}`)),
    VAPID_SUBJECT: optional(
      z.string().trim().refine(urlWithProtocols(['mailto:', 'https:']), 'must be a mailto: address or an https:// URL'),
    ),
    PUBLIC_URL: optional(publicUrl),
    PUSH_ENDPOINT_HOSTS: optional(
      commaList(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be comma-separated host names, like fcm.googleapis.com or *.push.apple.com')),
    ),
    WEBHOOK_ALLOWED_HOSTS: optional(
      commaList(
        z
          .string()
          .refine(
            (h) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(h) || isIP(h) !== 0,
            'must be comma-separated host names or IP addresses, like pms.hotel.internal or 10.0.0.5',
          ),
      ),
    ),
    SSE_PING_MS: optional(integer(100, 600_000)),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    TRUST_PROXY: optional(
      z.string().transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed.value;
      }),
    ),
    TEST_DATABASE_URL: optional(postgresUrl),
    CHROME_PATH: optional(z.string()),
    E2E_REQUIRED: optional(z.enum(['0', '1'], { error: 'must be 1 (a missing browser fails the tests) or 0' })),
  })
  .superRefine((env, ctx) => {
    // Two sources of one key: which one wins would be a guess.
    if (env.SECRETS_KEY && env.SECRETS_KEY_FILE) {
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY_FILE'], message: 'set SECRETS_KEY or SECRETS_KEY_FILE, not both' });
    }
    // One key without the other cannot sign anything; generating a pair would silently ignore it.
    if (env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'must be set when VAPID_PUBLIC_KEY is' });
    }
    if (env.VAPID_PRIVATE_KEY && !env.VAPID_PUBLIC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'must be set when VAPID_PRIVATE_KEY is' });
    }
  });

export type Env = z.infer<typeof envSchema>;
