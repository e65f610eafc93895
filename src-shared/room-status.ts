import type { Role } from './roles';

export const ROOM_STATUSES = ['clean', 'dirty', 'assigned', 'out_of_service', 'pms_updated'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** What a status menu can set; 'assigned' comes only from the assign action. */
export const MENU_STATUSES = ['dirty', 'clean', 'pms_updated', 'out_of_service'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

/** The front desk menu of spec §4, already reduced: never clean from dirty or assigned. */
const FRONT_DESK_MENU: Record<RoomStatus, MenuStatus[]> = {
  dirty: ['out_of_service'],
  assigned: ['dirty', 'out_of_service'],
  clean: ['dirty', 'pms_updated', 'out_of_service'],
  pms_updated: ['dirty', 'clean', 'out_of_service'],
  out_of_service: ['dirty', 'clean'],
};

export interface MenuContext {
  /** Whether the room is assigned to the viewer (the housekeeper's rule). */
  assignedToViewer: boolean;
}

/**
 * The one rule table (DESIGN §4): which statuses a role may set from the current one.
 * The server enforces it and the client builds its menus from it.
 */
export function statusMenu(role: Role, current: RoomStatus, ctx: MenuContext): MenuStatus[] {
  switch (role) {
    case 'admin':
    case 'manager':
      return MENU_STATUSES.filter((s) => s !== current);
    case 'frontdesk':
      return FRONT_DESK_MENU[current];
    case 'housekeeper': {
      const menu: MenuStatus[] = [];
      if (current === 'assigned' && ctx.assignedToViewer) menu.push('clean');
      if (current !== 'out_of_service') menu.push('out_of_service');
      return menu;
    }
  }
}

export function canSetStatus(role: Role, from: RoomStatus, to: RoomStatus, ctx: MenuContext): boolean {
  return (statusMenu(role, from, ctx) as RoomStatus[]).includes(to);
}
