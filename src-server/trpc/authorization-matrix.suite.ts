import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import Fastify from 'fastify';
import { TRPCError } from '@trpc/server';
import { appRouter } from './app.router';
import { createCallerFactory, tokenScopeFor } from './init';
import type { Actor, TokenActor } from './context';
import { testContext } from '../test/test-context';
import { createPushSender } from '../push/push-sender';
import { DEFAULT_PUSH_HOSTS } from '../config';
import { createTestDb, testDatabases, type DbKind, type TestDb } from '../test/test-db';
import { createMatrixWorld, type MatrixWorld } from '../test/matrix-world';
import { PROCEDURE_POLICY, type ProcedurePolicy } from '../test/procedure-policy';
import { ROLES, type Role } from '../../src-shared/roles';
import { API_TOKEN_SCOPES, READ_SCOPES, type ApiTokenResource, type ApiTokenScope } from '../../src-shared/api-tokens.schemas';

/**
 * Every procedure of appRouter × no session and every role × a target in the caller's own
 * hotel and in another hotel, against a real database: the outcome must be exactly what
 * DESIGN §4 says (procedure-policy.ts), success included, so a guard that refuses too
 * much fails here as surely as one that lets too much through.
 */
const createCaller = createCallerFactory(appRouter);
const DEFS = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; meta?: { apiTokens?: ApiTokenResource } } }> } })._def.procedures;
const PROCEDURES = Object.keys(DEFS);

type Outcome = 'ok' | TRPCError['code'];

function expectedOutcome(policy: ProcedurePolicy, role: Role | null, target: 'own' | 'other'): Outcome {
  if (policy.alwaysRefused) return policy.alwaysRefused;
  if (role === null) return policy.who === 'public' ? 'ok' : 'UNAUTHORIZED';
  if (Array.isArray(policy.who) && !policy.who.includes(role)) return 'FORBIDDEN';
  if (target === 'other' && role !== 'admin') {
    if (policy.scope === 'hotel') return 'NOT_FOUND';
    if (policy.scope === 'self') return 'FORBIDDEN';
  }
  return 'ok';
}

/**
 * API tokens (DESIGN §14, issue 28), made for the caller's own hotel or for every hotel: the
 * old 'read' and 'write' tokens as the migration left them (every :read scope, every scope),
 * a token holding only the scope the procedure needs, and one holding every scope but it.
 */
type TokenKind = { name: string; reach: 'own' | 'every'; scopes(needed: string | null): readonly string[] };
const KINDS: Omit<TokenKind, 'reach'>[] = [
  { name: 'every read scope', scopes: () => READ_SCOPES },
  { name: 'every scope', scopes: () => API_TOKEN_SCOPES },
  { name: 'only the needed scope', scopes: (needed) => (needed ? [needed] : []) },
  { name: 'every scope but the needed one', scopes: (needed) => API_TOKEN_SCOPES.filter((s) => s !== needed) },
];
const TOKEN_KINDS: TokenKind[] = KINDS.flatMap((kind) => (['own', 'every'] as const).map((reach) => ({ ...kind, reach })));

/** The scope a token needs to call the procedure; null when tokens may not call it at all. */
function neededScope(path: string): string | null {
  const def = DEFS[path]!._def;
  return def.meta?.apiTokens ? tokenScopeFor(def.meta.apiTokens, def.type) : null;
}

function expectedForToken(policy: ProcedurePolicy, scopes: readonly string[], needed: string | null, token: TokenKind, target: 'own' | 'other'): Outcome {
  if (policy.alwaysRefused) return policy.alwaysRefused;
  if (policy.who === 'public') return 'ok';
  // Never users, hotels' changes, tokens or webhooks; nothing the policy does not open to tokens.
  if (!policy.apiTokens || needed === null) return 'FORBIDDEN';
  if (!scopes.includes(needed)) return 'FORBIDDEN';
  if (target === 'other' && token.reach === 'own' && policy.scope === 'hotel') return 'NOT_FOUND';
  return 'ok';
}

/** A token as the gate makes it (api-token-auth.ts): its own account, which history names. */
async function tokenActor(w: MatrixWorld, token: TokenKind, scopes: readonly string[]): Promise<TokenActor> {
  const account = await w.user({ status: 'rejected' });
  const hotelId = token.reach === 'own' ? w.own.id : null;
  const row = await w.db
    .insertInto('api_tokens')
    .values({ name: 'Matrix PMS', hotel_id: hotelId, scopes: [...scopes], token_hash: w.unique('hash'), user_id: account.id, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { kind: 'token', id: account.id, tokenId: row.id, fullName: 'Matrix PMS', hotelId, scopes: scopes as ApiTokenScope[] };
}

async function call(w: MatrixWorld, push: ReturnType<typeof createPushSender>, path: string, actor: Actor | null, input: unknown) {
  const caller = createCaller(testContext({ db: w.db, actor, push }));
  const [group, name] = path.split('.') as [string, string];
  const procedure = (caller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[group]![name]!;
  try {
    // A subscription resolves to its stream once its middlewares passed; it is never read here.
    await procedure(input);
    return { outcome: 'ok' as Outcome, message: '' };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { outcome: error.code as Outcome, message: error.message };
  }
}

export function checkAuthorizationMatrix(kind: DbKind) {
  describe.skipIf(!testDatabases().includes(kind))(`authorization matrix on ${kind}`, () => {
    let testDb: TestDb;
    let world: MatrixWorld;
    let push: ReturnType<typeof createPushSender>;

    beforeAll(async () => {
      testDb = await createTestDb(kind);
      world = await createMatrixWorld(testDb.db);
      // A bootstrap admin exists, as in any running hotel; the matrix's own admins are extra.
      await world.user({ role: 'admin' });
      const keys = webpush.generateVAPIDKeys();
      push = createPushSender(testDb.db, { ...keys, subject: 'mailto:ops@hotel.test' }, { hosts: DEFAULT_PUSH_HOSTS, log: Fastify({ logger: false }).log });
    });
    afterAll(async () => {
      await testDb?.close();
    });

    it('has a policy for every procedure of appRouter, and none for a procedure that is gone', () => {
      expect(PROCEDURES.length).toBeGreaterThan(40);
      expect(Object.keys(PROCEDURE_POLICY).sort()).toEqual([...PROCEDURES].sort());
      // The procedures that declare tokens are exactly those the policy opens to them, each with the policy's resource.
      const declared = Object.fromEntries(PROCEDURES.filter((p) => DEFS[p]!._def.meta?.apiTokens).map((p) => [p, DEFS[p]!._def.meta!.apiTokens]));
      const opened = Object.fromEntries(PROCEDURES.filter((p) => PROCEDURE_POLICY[p]?.apiTokens).map((p) => [p, PROCEDURE_POLICY[p]!.apiTokens]));
      expect(declared).toEqual(opened);
    });

    it.each(PROCEDURES.filter((p) => PROCEDURE_POLICY[p]))('%s answers every caller as DESIGN §4 says', async (path) => {
      const policy = PROCEDURE_POLICY[path]!;
      const failures: string[] = [];
      for (const role of [null, ...ROLES] as (Role | null)[]) {
        for (const target of ['own', 'other'] as const) {
          // A fresh actor per case: a password or PIN change in one case never leaks into the next.
          const actor = role === null ? null : await world.actor(role);
          const hotel = target === 'own' ? world.own : world.other;
          const input = await policy.input(world, hotel, actor);
          const expected = expectedOutcome(policy, role, target);
          const { outcome, message } = await call(world, push, path, actor, input);
          if (outcome !== expected) failures.push(`${role ?? 'no session'} → ${target} hotel: expected ${expected}, got ${outcome} ${message}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it.each(PROCEDURES.filter((p) => PROCEDURE_POLICY[p]))('%s answers every kind of API token as DESIGN §14 says', async (path) => {
      const policy = PROCEDURE_POLICY[path]!;
      const failures: string[] = [];
      const needed = neededScope(path);
      for (const token of TOKEN_KINDS) {
        const scopes = token.scopes(needed);
        for (const target of ['own', 'other'] as const) {
          const actor = await tokenActor(world, token, scopes);
          const hotel = target === 'own' ? world.own : world.other;
          const input = await policy.input(world, hotel, actor);
          const expected = expectedForToken(policy, scopes, needed, token, target);
          const { outcome, message } = await call(world, push, path, actor, input);
          if (outcome !== expected) failures.push(`token with ${token.name} (${needed ?? 'none'}) for ${token.reach} hotel → ${target} hotel: expected ${expected}, got ${outcome} ${message}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
