import { INSPECTORS, MANAGERS, OFFICE, type Role } from './roles';
import { compareRoomNumbers } from './room-list';

/**
 * 'inspected' occurs only in a hotel that requires inspection (DESIGN §12); 'out_of_order'
 * (not sellable: repairs) only from its own action (DESIGN §17), never from a status menu.
 */
export const ROOM_STATUSES = ['clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated', 'inspected', 'out_of_order'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/**
 * Out of order (DESIGN §17): a room taken off sale for repairs, with why, until when and the
 * status it returns to. Set and returned by managers and admins (and the system, when its
 * 'until' passes); the desk sees it; housekeepers never work it. PMS connectors map it:
 * Apaleo maintenance OutOfOrder, Mews resource block OutOfOrder, OPERA outOfOrderRooms.
 */
export const OUT_OF_ORDER_STATUS = 'out_of_order' as const satisfies RoomStatus;
export const OUT_OF_ORDER_REASONS = ['repairs', 'plumbing', 'electrical', 'renovation', 'other'] as const;
export type OutOfOrderReason = (typeof OUT_OF_ORDER_REASONS)[number];
export const OUT_OF_ORDER_RETURN_STATUSES = ['dirty', 'clean'] as const satisfies readonly MenuStatus[];
export type OutOfOrderReturnStatus = (typeof OUT_OF_ORDER_RETURN_STATUSES)[number];
export const OUT_OF_ORDER_ROLES = MANAGERS;
/** Not sellable: out of order only (out of service stays sellable, spec). */
export function isSellable(status: RoomStatus): boolean {
  return status !== OUT_OF_ORDER_STATUS;
}

/** What a status menu can set; 'assigned' comes only from the assign action, 'inspected' from an inspection. */
export const MENU_STATUSES = ['dirty', 'clean', 'pms_updated', 'out_of_service'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

/** The front desk menu of spec §4, already reduced: never clean from dirty or assigned. */
const FRONT_DESK_MENU: Record<RoomStatus, MenuStatus[]> = {
  dirty: ['out_of_service'],
  assigned: ['dirty', 'out_of_service'],
  clean: ['dirty', 'pms_updated', 'out_of_service'],
  pms_updated: ['dirty', 'clean', 'out_of_service'],
  out_of_service: ['dirty', 'clean'],
  inspected: ['dirty', 'pms_updated', 'out_of_service'],
  out_of_order: [],
};

export interface MenuContext {
  /** Whether the room is assigned to the viewer (the housekeeper's rule). */
  assignedToViewer: boolean;
  /** The hotel's setting (DESIGN §12): a clean room then waits for inspection before PMS. */
  inspectionRequired?: boolean;
}

/**
 * Who acts: a role, the system itself (a late checkout resolved, a housekeeper who leaves),
 * or an integration (an API token with write scope, DESIGN §14). System and integration
 * changes follow the manager's path; system ones are recorded under the user whose request
 * set them off, an integration's under the token's own account.
 */
export type RuleActor = Role | 'system' | 'integration';

/**
 * The one rule table (DESIGN §4): which statuses a role may set from the current one.
 * The server enforces it and the client builds its menus from it.
 */
export function statusMenu(role: RuleActor, current: RoomStatus, ctx: MenuContext): MenuStatus[] {
  // With inspection on, PMS is updated from 'inspected', never straight from 'clean'.
  const pmsAllowed = (s: MenuStatus) => !(ctx.inspectionRequired && current === 'clean' && s === 'pms_updated');
  // An out-of-order room leaves it only by 'Return to service' (returnToService), to its return status.
  if (current === OUT_OF_ORDER_STATUS) return [];
  switch (role) {
    case 'admin':
    case 'manager':
    case 'system':
    case 'integration':
      return MENU_STATUSES.filter((s) => s !== current && pmsAllowed(s));
    case 'frontdesk':
      return FRONT_DESK_MENU[current].filter(pmsAllowed);
    case 'housekeeper': {
      const menu: MenuStatus[] = [];
      if (current === 'assigned' && ctx.assignedToViewer) menu.push('clean');
      if (current !== 'out_of_service') menu.push('out_of_service');
      return menu;
    }
    case 'maintenance':
      // Maintenance may take a broken room out of service; it comes back through its work order ('Return to service', DESIGN §18).
      return current !== 'out_of_service' ? ['out_of_service'] : [];
    case 'supervisor':
      // A supervisor (issue 31) moves rooms by inspecting them; out of service is on every role's menu (spec §4).
      return current !== 'out_of_service' ? ['out_of_service'] : [];
  }
}

export function canSetStatus(role: RuleActor, from: RoomStatus, to: RoomStatus, ctx: MenuContext): boolean {
  return (statusMenu(role, from, ctx) as RoomStatus[]).includes(to);
}

/** Assign and reassign take rooms in these statuses only. */
export const ASSIGNABLE_FROM = ['dirty', 'assigned'] as const satisfies readonly RoomStatus[];
export function isAssignable(status: RoomStatus): boolean {
  return (ASSIGNABLE_FROM as readonly RoomStatus[]).includes(status);
}

/** Bulk PMS touches the rooms ready for the PMS: inspected ones when the hotel inspects, else clean ones. */
export function bulkPmsFrom(inspectionRequired: boolean): readonly RoomStatus[] {
  return inspectionRequired ? ['inspected'] : ['clean', 'inspected'];
}

/** Clean for a guest: cleaned, or cleaned and inspected (a hotel that inspects); both on the Clean list. */
export const CLEAN_STATUSES = ['clean', 'inspected'] as const satisfies readonly RoomStatus[];
export function isCleanStatus(status: RoomStatus): boolean {
  return (CLEAN_STATUSES as readonly RoomStatus[]).includes(status);
}

/** The cleaning is done: clean, inspected, or updated in the PMS since (DESIGN §12). */
export const CLEANING_DONE_STATUSES = [...CLEAN_STATUSES, 'pms_updated'] as const satisfies readonly RoomStatus[];
export function isCleaningDone(status: RoomStatus): boolean {
  return (CLEANING_DONE_STATUSES as readonly RoomStatus[]).includes(status);
}

/** Managers, admins and supervisors (issue 31) inspect; only a clean room of a hotel that requires it waits for them. */
export const INSPECTOR_ROLES = INSPECTORS;
/**
 * The inspectors who work in a hotel's workspace and so have its Inspect view (issue 29;
 * admins inspect from no workspace); for a supervisor it is home (issue 31).
 */
export const INSPECT_VIEW_ROLES = ['manager', 'supervisor'] as const satisfies readonly (typeof INSPECTOR_ROLES)[number][];
export function hasInspectView(role: string | null | undefined): boolean {
  return (INSPECT_VIEW_ROLES as readonly string[]).includes(role ?? '');
}
export function isAwaitingInspection(room: { status: RoomStatus; inspectionRequired: boolean }): boolean {
  return room.inspectionRequired && room.status === 'clean';
}

/**
 * Where an inspection takes the room: a pass to 'inspected'; a fail back to 'assigned' to
 * the housekeeper who cleaned it, or to 'dirty' (unassigned) when no housekeeper did.
 */
export function inspectionOutcome(result: 'pass' | 'fail', cleanedByHousekeeper: boolean): RoomStatus {
  if (result === 'pass') return 'inspected';
  return cleanedByHousekeeper ? 'assigned' : 'dirty';
}

/** Rush, set and cleared by the desk and managers. */
export const PRIORITY_ROLES = OFFICE;

/**
 * Who marks rooms dirty also says what cleaning they need, and may correct it until the room
 * is cleaned: while it is dirty or assigned (DESIGN §12).
 */
export const CLEANING_TYPE_ROLES = PRIORITY_ROLES;
export function canChangeCleaningType(role: RuleActor, room: { status: RoomStatus }): boolean {
  const allowed = role === 'integration' || (CLEANING_TYPE_ROLES as readonly RuleActor[]).includes(role);
  return allowed && isAssignable(room.status);
}

/**
 * Service deferred and the timer concern a room being worked: assigned. The housekeeper it
 * is assigned to may defer it and time it; a manager (or admin) may defer or clear a deferral.
 */
export function canDefer(role: RuleActor, room: { status: RoomStatus }, assignedToViewer: boolean): boolean {
  if (room.status !== 'assigned') return false;
  return role === 'admin' || role === 'manager' || (role === 'housekeeper' && assignedToViewer);
}
export function canTime(role: RuleActor, room: { status: RoomStatus }, assignedToViewer: boolean): boolean {
  return role === 'housekeeper' && assignedToViewer && room.status === 'assigned';
}

/** The order of every room list, the server's as the client's: rush rooms first, then by number. */
export function compareListOrder(a: { priority: boolean; roomNumber: string }, b: { priority: boolean; roomNumber: string }): number {
  return Number(b.priority) - Number(a.priority) || compareRoomNumbers(a.roomNumber, b.roomNumber);
}

/** Rush rooms first, otherwise the order given (stable): every list shows them on top. */
export function rushFirst<T extends { priority: boolean }>(rooms: readonly T[]): T[] {
  if (!rooms.some((r) => r.priority)) return rooms as T[];
  return [...rooms.filter((r) => r.priority), ...rooms.filter((r) => !r.priority)];
}
