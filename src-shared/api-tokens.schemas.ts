import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { textSchema } from './text.schemas';

/**
 * DESIGN §14, §19 (issue 28): what a token may reach, per resource. A procedure open to tokens
 * names its resource (`forApiTokens('rooms')`, trpc/init.ts); a query needs `<resource>:read`,
 * a change `<resource>:write`. Resources with nothing to change have no write scope.
 */
export const API_TOKEN_RESOURCES = {
  /** Rooms, their statuses and the board, assignments, bulk marks, out of order, rush and cleaning type, areas, the hotel itself. */
  rooms: ['read', 'write'],
  'late-checkouts': ['read', 'write'],
  notes: ['read', 'write'],
  occupancy: ['read', 'write'],
  'guest-requests': ['read', 'write'],
  'lost-items': ['read', 'write'],
  'work-orders': ['read', 'write'],
  discrepancies: ['read', 'write'],
  'recurring-tasks': ['read'],
  /** The attendants report (staff names, worked minutes), the day's history, the daily stats, the inspection scores and the analytics. */
  reports: ['read'],
} as const satisfies Record<string, readonly ('read' | 'write')[]>;
export type ApiTokenResource = keyof typeof API_TOKEN_RESOURCES;
export type ApiTokenAccess = 'read' | 'write';

type ScopeOf<R extends ApiTokenResource> = `${R}:${(typeof API_TOKEN_RESOURCES)[R][number]}`;
export type ApiTokenScope = { [R in ApiTokenResource]: ScopeOf<R> }[ApiTokenResource];

export const API_TOKEN_SCOPES = Object.entries(API_TOKEN_RESOURCES).flatMap(([resource, accesses]) =>
  accesses.map((access) => `${resource}:${access}`),
) as [ApiTokenScope, ...ApiTokenScope[]];

/** The scope a call needs: a query reads, anything else writes. */
export function scopeFor(resource: ApiTokenResource, access: ApiTokenAccess): string {
  return `${resource}:${access}`;
}

/** What the old 'read' and 'write' tokens could do (the migration gave them exactly these): a shorthand for the form. */
export const READ_SCOPES = API_TOKEN_SCOPES.filter((s) => s.endsWith(':read'));

/** Every token starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'hk_';
export const API_TOKEN_NAME_MAX = 80;
/** Requests per second each token may make. */
export const API_TOKEN_RATE_PER_SECOND = 20;

/** The rules of the token form; the server's refusals are reasons (src-shared/error-reasons.ts). */
export const API_TOKEN_MESSAGES = {
  nameRequired: 'TOKEN_NAME_REQUIRED',
  nameTooLong: 'TOKEN_NAME_TOO_LONG',
  badScope: 'TOKEN_SCOPE_INVALID',
} as const;

const scopesSchema = z
  .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.badScope }), { error: API_TOKEN_MESSAGES.badScope })
  .min(1, { error: API_TOKEN_MESSAGES.badScope })
  .max(API_TOKEN_SCOPES.length)
  // One order, whatever the form sent: the list reads the same for every token.
  .transform((scopes) => API_TOKEN_SCOPES.filter((s) => scopes.includes(s)));

/** The scopes the old 'read' and 'write' tokens had, which `scope` still names (DESIGN §14 before issue 28). */
export const LEGACY_SCOPES = { read: READ_SCOPES, write: API_TOKEN_SCOPES } as const;

export const createApiTokenInput = z
  .object({
    name: textSchema({ max: API_TOKEN_NAME_MAX, min: 1, required: API_TOKEN_MESSAGES.nameRequired, tooLong: API_TOKEN_MESSAGES.nameTooLong }),
    /** null: every hotel. */
    hotelId: uuidSchema.nullable(),
    scopes: scopesSchema.optional().describe('what the token may reach; required unless the older `scope` is given'),
    scope: z
      .enum(['read', 'write'], { error: API_TOKEN_MESSAGES.badScope })
      .optional()
      .describe('older shorthand: read = every :read scope, write = every scope'),
  })
  .transform(({ scope, scopes, ...rest }, ctx) => {
    const resolved = scopes ?? (scope ? [...LEGACY_SCOPES[scope]] : undefined);
    if (!resolved) {
      ctx.addIssue({ code: 'custom', path: ['scopes'], message: API_TOKEN_MESSAGES.badScope });
      return z.NEVER;
    }
    return { ...rest, scopes: resolved };
  });
export type CreateApiTokenInput = z.output<typeof createApiTokenInput>;

export const apiTokenView = z.object({
  id: z.string(),
  name: z.string(),
  hotelId: z.string().nullable(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

/** The answer to a create: the only time the token itself is ever shown. */
export const createdApiToken = apiTokenView.omit({ lastUsedAt: true }).extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenIdInput = z.object({ id: uuidSchema });
