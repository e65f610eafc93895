/** Roles are a set, not a ladder: guards name the roles they allow. */
export const ROLES = ['admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance'] as const;
export type Role = (typeof ROLES)[number];

/** Self sign-up never offers admin (spec §6): admins come from admin sign-up or Create User. */
export const SELF_SIGNUP_ROLES = ['housekeeper', 'frontdesk', 'manager', 'maintenance'] as const;
export type SelfSignupRole = (typeof SELF_SIGNUP_ROLES)[number];
export const DEFAULT_SIGNUP_ROLE: SelfSignupRole = 'housekeeper';

/**
 * What an account's role column holds: a person's role, or 'integration' for the account an
 * API token acts as (DESIGN §14). That account is named in the history, and is no person: it
 * never signs in and is in no list of staff, and no API takes or answers 'integration' as a role.
 */
export type AccountRole = Role | 'integration';

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Admins open the dashboard without an approved profile; everyone else needs approval; an integration never. */
export function canUseApp<T extends { role: AccountRole; status: AccountStatus }>(user: T): user is T & { role: Role } {
  return user.role === 'admin' || (user.role !== 'integration' && user.status === 'approved');
}

/** Every role but admin works in a hotel; an admin's hotel is always null (spec §5). */
export function needsHotel(role: Role): boolean {
  return role !== 'admin';
}
