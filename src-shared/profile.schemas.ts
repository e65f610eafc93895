import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from './roles';
import { LANGUAGES } from './languages';
import { anyPasswordSchema, emailSchema, fullNameSchema, newPasswordSchema, pinSchema } from './auth.schemas';

export const profileOutput = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  alias: z.string().nullable(),
  hotelId: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  requestedHotelName: z.string().nullable(),
  role: z.enum(ROLES),
  /** true when a PIN is set, null otherwise: the hash never leaves the server. */
  pin: z.literal(true).nullable(),
  /** The chosen language (issue 22); null: never chosen. */
  language: z.enum(LANGUAGES).nullable(),
});
export type Profile = z.infer<typeof profileOutput>;

/** Only the fields sent change (spec §5); an empty object changes nothing. */
export const updateProfileInput = z
  .object({
    fullName: fullNameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: anyPasswordSchema.optional(),
    /** The user's language on every device, and for the notifications of every device. */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export const changePasswordInput = z.object({
  currentPassword: anyPasswordSchema,
  newPassword: newPasswordSchema,
});
export const setPinInput = z.object({ pin: pinSchema, currentPassword: anyPasswordSchema });
export const removePinInput = z.object({ currentPassword: anyPasswordSchema });
