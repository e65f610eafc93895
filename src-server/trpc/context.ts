import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import type { User } from '../db/types';
import type { EventBus } from '../realtime/event-bus';
import type { HotelFeed } from '../realtime/hotel-feed';
import type { PushSender } from '../push/push-sender';
import type { AccountStatus, Role } from '../../src-shared/roles';
import type { Language } from '../../src-shared/languages';
import { canUseApp } from '../../src-shared/roles';
import { SESSION_LIFETIME_SECONDS } from '../../src-shared/limits';
import type { ApiTokenScope } from '../../src-shared/api-tokens.schemas';
import type { RuleActor } from '../../src-shared/room-status';
import { bearerTokenOf, type ApiTokenGate } from '../features/api-tokens/api-token-auth';
import { retriedRead } from '../db/lost-connection';
import type { CredentialKeys } from '../features/pms/pms-crypto';
import { cachedSessionUser, generationOf, rememberSessionUser } from './session-cache';

/** The signed-in user as every procedure sees it: never a hash. */
export interface UserActor {
  kind: 'user';
  id: string;
  email: string;
  fullName: string;
  role: Role;
  hotelId: string | null;
  status: AccountStatus;
  sessionVersion: number;
  /** The user's chosen language (issue 22); null or absent: never chosen. */
  language?: Language | null;
}

/**
 * An API token acting (DESIGN §14): a principal of its own, with no staff role. What it may
 * call is the procedures' declaration (`forApiTokens`, init.ts) and its scope; where it may
 * act, its hotel (null: every hotel). `id` is the token's own account, so the history a
 * change leaves names the token.
 */
export interface TokenActor {
  kind: 'token';
  id: string;
  tokenId: string;
  /** The token's name, shown where a change's author is. */
  fullName: string;
  hotelId: string | null;
  /** What it may reach: `<resource>:read` or `:write` (src-shared/api-tokens.schemas.ts). */
  scopes: readonly ApiTokenScope[];
}

/** Whoever a request acts for: a signed-in user, or an API token. */
export type Actor = UserActor | TokenActor;

/** Who the room rule tables (src-shared/room-status.ts) see acting: a user's role, or an integration. */
export function ruleActorOf(actor: Actor): RuleActor {
  return actor.kind === 'token' ? 'integration' : actor.role;
}

/** What the encrypted cookie carries: who, which session version, and when it was issued. */
export interface SessionCookie {
  uid: string;
  v: number;
  iat: number;
}

/** The cookie behind an interface so tests can build a context without HTTP. */
export interface SessionStore {
  read(): SessionCookie | null;
  write(cookie: SessionCookie): void;
  clear(): void;
}

export interface Context {
  db: Db;
  actor: Actor | null;
  ip: string;
  session: SessionStore;
  bus: EventBus;
  /** The live changes of each hotel for this instance's screens (DESIGN §11). */
  feed: HotelFeed;
  /** Null where push is not configured (API-only tests). */
  push: PushSender | null;
  /** Hosts a webhook may target over http or at a private address (WEBHOOK_ALLOWED_HOSTS). */
  webhookHosts: string[];
  /** The keys PMS credentials are sealed with (SECRETS_KEY; SESSION_KEYS for older seals, DESIGN §19); absent in tests that need none. */
  pmsKeys?: CredentialKeys;
  /** PUBLIC_URL: the full addresses the app gives out (a PMS webhook's). */
  publicUrl?: string;
}

/**
 * The long-lived services every request's context shares: app.ts builds them (the bus, the
 * hotel feed, push) and hands them in; nothing here makes one (tests: src-server/test/test-context.ts).
 */
export type AppServices = Pick<Context, 'db' | 'bus' | 'feed' | 'push' | 'webhookHosts' | 'pmsKeys' | 'publicUrl'> & {
  /** Resolves `Authorization: Bearer hk_…` on REST paths; absent, bearer tokens are not accepted. */
  apiTokens?: ApiTokenGate;
};

/**
 * Resolves the cookie to a user. The cookie is honoured only while its session version
 * matches (logout, password change and deactivation bump it), it is under 12 h old, and
 * the account may use the app.
 */
export async function loadActor(db: Db, cookie: SessionCookie | null, now = Date.now()): Promise<UserActor | null> {
  if (!cookie || typeof cookie.uid !== 'string') return null;
  if (now / 1000 - cookie.iat > SESSION_LIFETIME_SECONDS) return null;
  const generation = generationOf(cookie.uid);
  const row = await retriedRead(() =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'role', 'hotel_id', 'status', 'session_version', 'language'])
      .where('id', '=', cookie.uid)
      .executeTakeFirst(),
  );
  if (!row || row.session_version !== cookie.v || !canUseApp(row)) return null;
  const actor = toActor(row);
  rememberSessionUser(db, actor, generation);
  return actor;
}

/**
 * The procedures that confirm the session in their own first statement (issue 30): a status
 * change and the clock (changeRoomAtOnce, or changeRoom when made the locking way) and an
 * assignment (boardRoomsOfHotel). Their actor comes from the session cache when it is there.
 */
const CONFIRMED_IN_STATEMENT = new Set(['/trpc/roomStatuses.setStatus', '/trpc/roomLifecycle.timer', '/trpc/roomStatuses.assign']);

function sessionUser(db: Db, cookie: SessionCookie, url: string): UserActor | null | Promise<UserActor | null> {
  const path = url.split('?')[0]!;
  if (CONFIRMED_IN_STATEMENT.has(path) && Date.now() / 1000 - cookie.iat <= SESSION_LIFETIME_SECONDS) {
    const cached = cachedSessionUser(db, cookie);
    if (cached) return cached;
  }
  return loadActor(db, cookie);
}

/** A user row as procedures see it. */
export function toActor(
  row: Pick<User, 'id' | 'email' | 'full_name' | 'hotel_id' | 'status' | 'session_version' | 'language'> & { role: Role },
): UserActor {
  return {
    kind: 'user',
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    hotelId: row.hotel_id,
    status: row.status,
    sessionVersion: row.session_version,
    language: row.language,
  };
}

export function fastifySession(req: FastifyRequest): SessionStore {
  return {
    read: () => req.session.get('auth') ?? null,
    write: (cookie) => req.session.set('auth', cookie),
    clear: () => req.session.delete(),
  };
}

/** A session that holds nothing: an API token's request carries no cookie and sets none. */
const NO_SESSION: SessionStore = { read: () => null, write: () => undefined, clear: () => undefined };

export async function createContext({ apiTokens, ...deps }: AppServices, req: FastifyRequest): Promise<Context> {
  // Tokens act on the REST paths only; tRPC (the app's own client) stays cookie-only.
  const bearer = apiTokens && req.url.startsWith('/api/') ? bearerTokenOf(req) : null;
  if (bearer !== null) {
    const actor = await apiTokens!.authenticate(bearer);
    req.principal = { tokenId: actor.tokenId };
    return { ...deps, actor, ip: req.ip, session: NO_SESSION };
  }
  const session = fastifySession(req);
  const uuidLike = /^[0-9a-f-]{36}$/i;
  const cookie = session.read();
  const actor = cookie && uuidLike.test(cookie.uid) ? await sessionUser(deps.db, cookie, req.url) : null;
  if (actor) req.principal = { userId: actor.id };
  return { ...deps, actor, ip: req.ip, session };
}

declare module '@fastify/secure-session' {
  interface SessionData {
    auth: SessionCookie;
  }
}
