import { z } from 'zod';
import { ACCOUNT_STATUSES, needsHotel, ROLES, SELF_SIGNUP_ROLES } from './roles';
import { ERROR_REASONS } from './error-reasons';
import { LANGUAGES } from './languages';
import { PASSWORD_MIN_LENGTH, PIN_LENGTH } from './limits';
import { optionalTextSchema, textSchema } from './text.schemas';

export const VALIDATION = {
  email: 'EMAIL_INVALID',
  passwordMin: 'PASSWORD_TOO_SHORT',
  fullName: 'FULL_NAME_REQUIRED',
  passwordRequired: 'PASSWORD_REQUIRED',
  pin: 'PIN_FORMAT',
  role: 'ROLE_INVALID',
} as const;

export const emailSchema = z.string({ error: VALIDATION.email }).trim().toLowerCase().max(254, VALIDATION.email).email(VALIDATION.email);
/** Sign-in checks presence only: old passwords may predate the length rule. */
export const anyPasswordSchema = textSchema({ min: 1, max: 200, trim: false, required: VALIDATION.passwordRequired });
export const newPasswordSchema = textSchema({ min: PASSWORD_MIN_LENGTH, max: 200, trim: false, required: VALIDATION.passwordMin });
export const pinSchema = z.string({ error: VALIDATION.pin }).regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), VALIDATION.pin);
export const fullNameSchema = textSchema({ min: 1, max: 120, required: VALIDATION.fullName });
export const roleSchema = z.enum(ROLES, VALIDATION.role);
export const uuidSchema = z.string().uuid('ID_INVALID');

export const loginInput = z.object({ email: emailSchema, password: anyPasswordSchema });
export const pinLoginInput = z.object({ email: emailSchema, pin: pinSchema });

export const signupInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
  role: z.enum(SELF_SIGNUP_ROLES, VALIDATION.role),
  hotelName: optionalTextSchema({ max: 120 }),
});
export const adminSignupInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
});
export const registerInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
  role: roleSchema,
  hotelId: uuidSchema.nullish().transform((v) => v ?? null),
})
  // Staff work in a hotel (issue 13): a manager, front desk or housekeeper without one could do nothing.
  .refine((v) => !needsHotel(v.role) || v.hotelId !== null, {
    path: ['hotelId'],
    message: ERROR_REASONS.HOTEL_REQUIRED,
    params: { reason: 'HOTEL_REQUIRED' },
  });

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  hotelId: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  role: z.enum(ROLES),
  fullName: z.string(),
  /** The user's chosen language, on every device (issue 22); null: never chosen, the browser's applies. */
  language: z.enum(LANGUAGES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const messageOutput = z.object({ message: z.string() });
export const roleOutput = z.object({ userId: z.string(), role: z.enum(ROLES) });
