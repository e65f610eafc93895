import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import { loadSecrets } from '../secrets';
import { createTestDb, truncateAll, type DbKind, type TestDb } from './test-db';
import { hashSecret } from '../features/auth/passwords';
import { insertUser } from '../db/users.queries';
import type { Db } from '../db/connection';
import type { AccountStatus, Role } from '../../src-shared/roles';

export const ORIGIN = 'http://localhost:3000';

/** The tests' SECRETS_KEY (DESIGN §19): a test app can save PMS credentials, as a deployed one with the key set can. */
export const TEST_SECRETS_KEY = '5e'.repeat(32);

export interface TestApp {
  app: FastifyInstance;
  db: Db;
}

/** One app on one fresh database per test file and database kind; tables emptied before each test. */
export function useTestApp(
  kind: DbKind,
  opts: Pick<AppDeps, 'pushAgent' | 'bus' | 'webhookWorker' | 'pmsWorker'> & { env?: Record<string, string>; clientDir?: string } = {},
): TestApp {
  const holder = {} as TestApp & { testDb: TestDb };
  beforeAll(async () => {
    holder.testDb = await createTestDb(kind);
    holder.db = holder.testDb.db;
    const config = { ...loadConfig({ PORT: '3000', SECRETS_KEY: TEST_SECRETS_KEY, ...opts.env }), clientDir: opts.clientDir ?? null, logger: false };
    // The app closes the database on close; the test database outlives it via testDb.close.
    holder.app = await buildApp({ config, db: holder.db, secrets: await loadSecrets(holder.db, config), pushAgent: opts.pushAgent, bus: opts.bus, webhookWorker: opts.webhookWorker, pmsWorker: opts.pmsWorker, precomputeAnalytics: false });
    await holder.app.ready();
  });
  beforeEach(async () => {
    await truncateAll(holder.db);
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.testDb?.close().catch(() => undefined);
  });
  return holder;
}

export interface SeedUser {
  email?: string;
  password?: string;
  fullName?: string;
  role?: Role;
  status?: AccountStatus;
  hotelId?: string | null;
  pin?: string;
  /** The hashes of `password` and `pin`, made once beforehand: seeding many users need not pay argon2 for each. */
  passwordHash?: string;
  pinHash?: string;
}

let counter = 0;

/**
 * One argon2 hash per secret for the whole worker: a hash costs tens of milliseconds of CPU and
 * thousands of users are seeded in a run. Signing in still verifies through the real path.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (secret: string) => {
  let hash = hashes.get(secret);
  if (!hash) hashes.set(secret, (hash = hashSecret(secret)));
  return hash;
};

/** Inserts a user straight into the database (the API under test is not used to set up). */
export async function seedUser(db: Db, seed: SeedUser = {}) {
  counter += 1;
  const password = seed.password ?? 'password123';
  const user = await insertUser(db, {
    email: seed.email ?? `user${counter}@hotel.test`,
    password_hash: seed.passwordHash ?? (await hashOnce(password)),
    pin_hash: seed.pinHash ?? (seed.pin ? await hashOnce(seed.pin) : null),
    full_name: seed.fullName ?? `User ${counter}`,
    alias: null,
    role: seed.role ?? 'housekeeper',
    hotel_id: seed.hotelId ?? null,
    status: seed.status ?? 'approved',
    requested_hotel_name: null,
    pin_locked_at: null,
  });
  return { ...user, password };
}

export async function seedHotel(db: Db, name = 'Grand Hotel', timezone = 'UTC') {
  return db.insertInto('hotels').values({ name, timezone, address: null }).returningAll().executeTakeFirstOrThrow();
}

export function cookieOf(res: LightMyRequestResponse): string {
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error(`no session cookie in response ${res.statusCode} ${res.body}`);
  return first.split(';')[0]!;
}

/** Signs in through the real login path and returns the session cookie. */
export async function signIn(app: FastifyInstance, email: string, password = 'password123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieOf(res);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request with an optional session cookie, as the browser client sends it. */
export function api(app: FastifyInstance, method: Method, url: string, opts: { cookie?: string; body?: unknown } = {}) {
  return app.inject({
    method,
    url,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(method === 'GET' ? {} : { origin: ORIGIN }) },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}
