import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { textSchema } from './text.schemas';

/** DESIGN §14: what a token may do. read: GET the hotel's paths; write: also change rooms, late checkouts, notes. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

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

export const createApiTokenInput = z.object({
  name: textSchema({ max: API_TOKEN_NAME_MAX, min: 1, required: API_TOKEN_MESSAGES.nameRequired, tooLong: API_TOKEN_MESSAGES.nameTooLong }),
  /** null: every hotel. */
  hotelId: uuidSchema.nullable(),
  scope: z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.badScope }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

export const apiTokenView = z.object({
  id: z.string(),
  name: z.string(),
  hotelId: z.string().nullable(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

/** The answer to a create: the only time the token itself is ever shown. */
export const createdApiToken = apiTokenView.omit({ lastUsedAt: true }).extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenIdInput = z.object({ id: uuidSchema });
