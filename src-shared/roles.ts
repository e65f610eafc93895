/** Roles are a set, not a ladder: guards name the roles they allow. */
export const ROLES = ['admin', 'frontdesk', 'manager', 'housekeeper', 'maintenance', 'supervisor'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The groups that guards name (issue 30): each list of roles is written here once, and a
 * guard, a route or a test says who by the group's name. Order means nothing (guards test
 * membership); a group is widened here and nowhere else. Written out, not spread from one
 * another, so the phone's bundle drops the groups it never names.
 */
/** Who runs the hotel: admins and its managers. */
export const MANAGERS = ['admin', 'manager'] as const satisfies readonly Role[];
/** The office: managers and the front desk (occupancy, rush, late checkouts, guest requests, found items). */
export const OFFICE = ['admin', 'manager', 'frontdesk'] as const satisfies readonly Role[];
/** Who inspects: managers and supervisors (issue 31). */
export const INSPECTORS = ['admin', 'manager', 'supervisor'] as const satisfies readonly Role[];
/** A room's own work (a deferral, its checklist, a finding): the housekeeper, or a manager for her. */
export const HOUSEKEEPING = ['admin', 'manager', 'housekeeper'] as const satisfies readonly Role[];
/** Who works the work orders (DESIGN §18): maintenance and managers. */
export const MAINTENANCE = ['admin', 'manager', 'maintenance'] as const satisfies readonly Role[];
/** Who may read another person's rooms: the office and supervisors (issue 31). */
export const OVERSEERS = ['admin', 'manager', 'frontdesk', 'supervisor'] as const satisfies readonly Role[];
/** Whom a work order may be given to: the hotel's maintenance staff and managers (an admin is of no hotel). */
export const WORK_ORDER_ASSIGNEES = ['maintenance', 'manager'] as const satisfies readonly Role[];

/** Whether a role (or none) is in a group; a group's literal type would refuse a plain Role in `includes`. */
export function inGroup(group: readonly Role[], role: string | null | undefined): boolean {
  return (group as readonly string[]).includes(role ?? '');
}

/** Self sign-up never offers admin (spec §6): admins come from admin sign-up or Create User. */
export const SELF_SIGNUP_ROLES = ['housekeeper', 'frontdesk', 'manager', 'maintenance', 'supervisor'] as const;
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
