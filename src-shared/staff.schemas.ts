import { z } from 'zod';
import { ACCOUNT_STATUSES, needsHotel, ROLES } from './roles';
import { roleSchema, uuidSchema } from './auth.schemas';
import { profileOutput } from './profile.schemas';
import { optionalTextSchema } from './text.schemas';
import { ERROR_REASONS } from './error-reasons';

export const STAFF_MESSAGES = {
  hotelRequired: ERROR_REASONS.HOTEL_REQUIRED,
  aliasTooLong: 'ALIAS_TOO_LONG',
} as const;

export { needsHotel };

/** Optional; blank is stored as null. */
export const aliasSchema = optionalTextSchema({ max: 60, required: STAFF_MESSAGES.aliasTooLong, tooLong: STAFF_MESSAGES.aliasTooLong });
/** No hotel chosen: null, missing, or a select's empty value. */
const hotelIdSchema = z
  .preprocess((v: string | null | undefined) => (v === '' ? null : v), uuidSchema.nullish())
  .transform((v) => v ?? null);

export const userIdInput = z.object({ userId: uuidSchema });
export const hotelStaffInput = z.object({ hotelId: uuidSchema });

/** The approve dialog: the role is confirmed here; the hotel is required unless it is admin. */
export const approveStaffInput = z
  .object({ userId: uuidSchema, hotelId: hotelIdSchema, role: roleSchema, alias: aliasSchema.optional() })
  .superRefine((v, ctx) => {
    if (needsHotel(v.role) && !v.hotelId) {
      ctx.addIssue({ code: 'custom', path: ['hotelId'], message: STAFF_MESSAGES.hotelRequired, params: { reason: 'HOTEL_REQUIRED' } });
    }
  });

/** Back into a hotel; the role stays unless one is given. The hotel rule is checked against the final role. */
export const reactivateStaffInput = z.object({ userId: uuidSchema, hotelId: hotelIdSchema, role: roleSchema.optional() });

/** PATCH /api/profiles/{id}: the generic path behind approve, reject, deactivate and reactivate. */
export const updateStaffInput = z.object({
  id: uuidSchema,
  status: z.enum(ACCOUNT_STATUSES, 'STATUS_INVALID').optional(),
  hotelId: uuidSchema.nullable().optional(),
  alias: aliasSchema.optional(),
});

export const pendingStaffOutput = z.object({
  id: z.string(),
  fullName: z.string(),
  alias: z.string().nullable(),
  email: z.string(),
  requestedHotelName: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});

/** A profile as the admin lists see it: with the hotel's name. */
export const staffMemberOutput = profileOutput.extend({
  hotelName: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberOutput>;

/** What any approved member of a hotel may read about colleagues. */
export const hotelStaffOutput = z.object({
  id: z.string(),
  fullName: z.string(),
  alias: z.string().nullable(),
  role: z.enum(ROLES),
});

/** A hotel may come with the role: demoting an admin needs one, since staff work in a hotel. */
export const updateRoleInput = z.object({ userId: uuidSchema, role: roleSchema, hotelId: uuidSchema.nullable().optional() });
export const hotelRoleOutput = z.object({ role: z.enum(ROLES), userId: z.string() });
