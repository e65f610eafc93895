import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import Fastify from 'fastify';
import { TRPCError } from '@trpc/server';
import { appRouter } from './app.router';
import { createCallerFactory } from './init';
import { createContextInner, type Actor } from './context';
import { createPushSender } from '../push/push-sender';
import { DEFAULT_PUSH_HOSTS } from '../config';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { createMatrixWorld, type MatrixWorld } from '../test/matrix-world';
import { PROCEDURE_POLICY, type ProcedurePolicy } from '../test/procedure-policy';
import { ROLES, type Role } from '../../src-shared/roles';

/**
 * Every procedure of appRouter × no session and every role × a target in the caller's own
 * hotel and in another hotel, against a real database: the outcome must be exactly what
 * DESIGN §4 says (procedure-policy.ts), success included, so a guard that refuses too
 * much fails here as surely as one that lets too much through.
 */
const createCaller = createCallerFactory(appRouter);
const PROCEDURES = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures);

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

async function call(w: MatrixWorld, push: ReturnType<typeof createPushSender>, path: string, actor: Actor | null, input: unknown) {
  const caller = createCaller(createContextInner({ db: w.db, actor, push }));
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

describe.each(testDatabases())('authorization matrix on %s', (kind) => {
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
});
