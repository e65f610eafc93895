import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';
import { seedUser, signIn } from './test-app';
import { expectError, send } from './http-checks';
import type { Role } from '../../src-shared/roles';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

export const STAFF_ROLES = ['manager', 'frontdesk', 'housekeeper'] as const satisfies readonly Role[];

/** An approved user of the role, signed in through the real login path. */
export async function signedIn(t: TestApp, role: Role, hotelId: string | null) {
  const user = await seedUser(t.db, { role, hotelId: role === 'admin' ? null : hotelId });
  return { user, cookie: await signIn(t.app, user.email) };
}

/**
 * DESIGN §4: an admin-only call answers 401 without a session and 403 to every other
 * role, even one of the hotel concerned; and the refused call changed nothing (checked
 * by the caller's own assertions afterwards).
 */
export async function expectAdminOnly(t: TestApp, hotelId: string, calls: Call[]) {
  const staff = await Promise.all(STAFF_ROLES.map((role) => signedIn(t, role, hotelId)));
  for (const call of calls) {
    const label = `${call.method} ${call.url}`;
    // tRPC answers in its own envelope; the REST paths in the {error, code} body of DESIGN §5.
    const check = (res: LightMyRequestResponse, status: number, code: string, message: string) => {
      if (!call.url.startsWith('/trpc/')) return expectError(res, status, code, message);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json().error.data).toMatchObject({ code, error: message });
    };
    check(await send(t.app, call.method, call.url, { body: call.body }), 401, 'UNAUTHORIZED', 'You are not signed in');
    for (const { user, cookie } of staff) {
      const res = await send(t.app, call.method, call.url, { body: call.body, cookie });
      expect(res.statusCode, `${label} as ${user.role}`).toBe(403);
      check(res, 403, 'FORBIDDEN', 'You do not have permission to do this');
    }
  }
}
