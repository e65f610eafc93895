import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, DEFAULT_PUSH_HOSTS, loadConfig } from './config';
import { VAPID_SUBJECT_WARNING } from './config/vapid-subject';

const KEY_A = 'a'.repeat(64);
const KEY_B = '0123456789abcdef'.repeat(4);
const VAPID = webpush.generateVAPIDKeys();

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration from the environment', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      databasePoolSize: 20,
      databasePreparedStatements: true,
      dataDir: path.resolve('./data'),
      sessionKeys: null,
      secretsKey: null,
      vapidKeys: null,
      publicUrl: 'http://localhost:3000',
      pushHosts: DEFAULT_PUSH_HOSTS,
      ssePingMs: 20_000,
      logger: true,
      logLevel: 'info',
      trustProxy: false,
      test: { databaseUrl: null, chromePath: '/usr/bin/chromium', e2eRequired: false },
    });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/housekeeping',
      DATABASE_POOL_SIZE: '5',
      DATABASE_PREPARED_STATEMENTS: 'off',
      DATA_DIR: '/var/lib/hk',
      SESSION_KEYS: `${KEY_A}, ${KEY_B}`,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@hotel.example',
      PUBLIC_URL: 'https://hotel.example/',
      PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com, *.push.apple.com',
      SSE_PING_MS: '15000',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      TEST_DATABASE_URL: 'postgresql://postgres@127.0.0.1/postgres',
      CHROME_PATH: '/opt/chrome',
      E2E_REQUIRED: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/housekeeping',
      databasePoolSize: 5,
      databasePreparedStatements: false,
      dataDir: '/var/lib/hk',
      sessionKeys: [KEY_A, KEY_B],
      vapidKeys: VAPID,
      vapidSubject: 'mailto:ops@hotel.example',
      publicUrl: 'https://hotel.example',
      pushHosts: ['fcm.googleapis.com', '*.push.apple.com'],
      ssePingMs: 15_000,
      logLevel: 'warn',
      trustProxy: 2,
      test: { databaseUrl: 'postgresql://postgres@127.0.0.1/postgres', chromePath: '/opt/chrome', e2eRequired: true },
    });
  });

  it('takes an empty variable as unset, as a compose file writes it', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SESSION_KEYS: ' ' })).toMatchObject({ port: 3000, databaseUrl: null, sessionKeys: null });
  });

  it('LOG_LEVEL=silent turns the log off', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logger).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'whole number'],
    ['PORT', '70000', 'whole number'],
    ['PORT', '-1', 'whole number'],
    ['DATABASE_POOL_SIZE', '0', 'whole number'],
    ['DATABASE_PREPARED_STATEMENTS', 'yes', 'on or off'],
    ['DATABASE_URL', 'mysql://db/hk', 'postgres://'],
    ['TEST_DATABASE_URL', 'not a url', 'postgres://'],
    ['PUBLIC_URL', 'hotel.example', 'http:// or https://'],
    ['PUBLIC_URL', 'ftp://hotel.example', 'http:// or https://'],
    ['PUBLIC_URL', 'https://hotel.example/housekeeping', 'no path'],
    ['SESSION_KEYS', 'secret', '64 hex'],
    ['SESSION_KEYS', `${KEY_A},${'g'.repeat(64)}`, '64 hex'],
    ['SESSION_KEYS', 'ab'.repeat(16), '64 hex'],
    ['SECRETS_KEY', 'ab'.repeat(16), '64 hex'],
    ['SECRETS_KEY', 'hunter2', 'openssl rand -hex 32'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['VAPID_SUBJECT', 'admin@hotel.example', 'mailto:'],
    ['VAPID_SUBJECT', 'http://hotel.example', 'mailto:'],
    ['PUSH_ENDPOINT_HOSTS', 'https://fcm.googleapis.com/', 'host names'],
    ['E2E_REQUIRED', 'yes', 'must be 1'],
    ['TRUST_PROXY', 'true', 'must not trust every proxy'],
    ['TRUST_PROXY', '*', 'must not trust every proxy'],
    ['TRUST_PROXY', '10.0.0.0/33', '"10.0.0.0/33" is neither'],
    ['TRUST_PROXY', 'loopback', '"loopback" is neither'],
  ])('refuses %s=%s, naming the variable', (name, value, expected) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(`${name}: `);
    expect(message).toContain(expected);
  });

  it('names every variable at fault at once, one line each', () => {
    const message = refusal({ PORT: 'abc', LOG_LEVEL: 'loud', PUBLIC_URL: 'nope' });
    expect(message.split('\n').slice(1).map((line) => line.trim().split(':')[0])).toEqual(['PORT', 'PUBLIC_URL', 'LOG_LEVEL']);
  });

  it('refuses malformed VAPID keys and one key without the other', () => {
    expect(refusal({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: VAPID.privateKey })).toContain('VAPID_PUBLIC_KEY: must be a VAPID public key');
    expect(refusal({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.publicKey })).toContain('VAPID_PRIVATE_KEY: must be a VAPID private key');
    expect(refusal({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toContain('VAPID_PRIVATE_KEY: must be set when VAPID_PUBLIC_KEY is');
    expect(refusal({ VAPID_PRIVATE_KEY: VAPID.privateKey })).toContain('VAPID_PUBLIC_KEY: must be set when VAPID_PRIVATE_KEY is');
  });

  it('never repeats a secret value in its message', () => {
    expect(refusal({ SESSION_KEYS: 'hunter2-super-secret' })).not.toContain('hunter2');
    expect(refusal({ SECRETS_KEY: 'hunter2-super-secret' })).not.toContain('hunter2');
  });

  it('reads the PMS credentials key from SECRETS_KEY or from the file SECRETS_KEY_FILE names, never both', () => {
    expect(loadConfig({ SECRETS_KEY: KEY_B }).secretsKey).toBe(KEY_B);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hk-secrets-'));
    const file = path.join(dir, 'secrets-key');
    fs.writeFileSync(file, `${KEY_A}\n`);
    expect(loadConfig({ SECRETS_KEY_FILE: file }).secretsKey).toBe(KEY_A);
    expect(refusal({ SECRETS_KEY: KEY_B, SECRETS_KEY_FILE: file })).toContain('SECRETS_KEY_FILE: set SECRETS_KEY or SECRETS_KEY_FILE, not both');
    fs.writeFileSync(file, 'hunter2');
    const bad = refusal({ SECRETS_KEY_FILE: file });
    expect(bad).toContain('SECRETS_KEY_FILE: ');
    expect(bad).toContain('64 hex');
    expect(bad).not.toContain('hunter2');
    expect(refusal({ SECRETS_KEY_FILE: path.join(dir, 'missing') })).toContain('SECRETS_KEY_FILE: cannot read');
    fs.rmSync(dir, { recursive: true });
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and 0 or false keep it off', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, ::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
  });
});

describe('the VAPID subject (who sends push)', () => {
  it('is the app itself when PUBLIC_URL is https: Apple accepts that as sub', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://hotel.example' });
    expect(config.vapidSubject).toBe('https://hotel.example');
    expect(config.warnings).toEqual([]);
  });

  it('is VAPID_SUBJECT when set, even with generated keys', () => {
    const config = loadConfig({ VAPID_SUBJECT: 'mailto:ops@hotel.example' });
    expect(config.vapidKeys).toBeNull();
    expect(config.vapidSubject).toBe('mailto:ops@hotel.example');
    expect(config.warnings).toEqual([]);
  });

  it('falls back to a placeholder over plain http, with a start-up warning that iPhones will refuse push', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://hotel.example' });
    expect(config.vapidSubject).toBe('mailto:admin@localhost');
    expect(config.warnings).toEqual([VAPID_SUBJECT_WARNING]);
    expect(VAPID_SUBJECT_WARNING).toMatch(/iPhone.*VAPID_SUBJECT.*https PUBLIC_URL/s);
  });
});
