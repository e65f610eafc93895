import type { Insertable } from 'kysely';
import type { Database } from '../db/types';
import type { Actor } from '../trpc/context';
import type { Role } from '../../src-shared/roles';
import type { ApiTokenResource } from '../../src-shared/api-tokens.schemas';
import { MATRIX_PASSWORD, MATRIX_PIN, type MatrixHotel, type MatrixWorld } from './matrix-world';
import type { StatusSeed } from './seed-rooms';

/**
 * DESIGN §4 written out once more, independently of the code it checks: who may call each
 * procedure, and how its target is scoped. The authorization matrix test refuses to run
 * while a procedure of appRouter is missing here, so a new procedure is covered the day it
 * is added.
 *
 * who: 'public' (anyone, no session needed), 'signedIn' (any role), or the roles allowed.
 * scope: 'hotel' (another hotel's target is 404 for staff, fine for an admin), 'self' (another
 * person's target is 403 for staff, fine for an admin) or 'global' (no target of a hotel).
 * input: a valid input aimed at the given hotel (own or other), for that actor.
 */
export interface ProcedurePolicy {
  who: 'public' | 'signedIn' | Role[];
  scope: 'hotel' | 'self' | 'global';
  input(w: MatrixWorld, hotel: MatrixHotel, actor: Actor | null): Promise<unknown> | unknown;
  /** A refusal every caller gets whatever their role (the bootstrap sign-up once an admin exists). */
  alwaysRefused?: 'FORBIDDEN';
  /**
   * API tokens may call it (DESIGN §14), and the resource whose scope it needs (issue 28):
   * `<resource>:read` for a query, `:write` for a change. Never users, hotels' changes,
   * tokens or webhooks.
   */
  apiTokens?: ApiTokenResource;
}

const ADMIN: Role[] = ['admin'];
const DESK: Role[] = ['admin', 'manager', 'frontdesk'];
const MANAGERS: Role[] = ['admin', 'manager'];
const INSPECTORS: Role[] = ['admin', 'manager', 'supervisor'];
const WORK_ORDER_STAFF: Role[] = ['admin', 'manager', 'maintenance'];
const REPORTERS: Role[] = ['admin', 'manager', 'frontdesk', 'housekeeper', 'maintenance'];
/** A 1×1 PNG: the smallest photo a work order takes. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The tables whose rows the cases seed straight into the database. */
type SeededTable = 'api_tokens' | 'webhooks' | 'room_types' | 'guest_requests' | 'lost_items' | 'areas' | 'recurring_tasks' | 'room_discrepancies' | 'work_orders' | 'work_order_photos';

/** One row seeded straight into the database (not through the procedure under test); answers its id. */
async function seededRow<T extends SeededTable>(w: MatrixWorld, table: T, values: Insertable<Database[T]>): Promise<string> {
  const row = await w.db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The caller when they are of the hotel (a reporter sees their own report, a finder their own find), else nobody. */
const callerOfHotel = (actor: Actor | null, hotel: MatrixHotel) => (actor?.kind === 'user' && actor.hotelId === hotel.id ? actor.id : null);

/** The caller when they are of the own hotel and in one of the roles (their own work), else the hotel's housekeeper. */
const workerOf = (w: MatrixWorld, hotel: MatrixHotel, actor: Actor | null, roles: Role[]) =>
  actor?.kind === 'user' && roles.includes(actor.role) && hotel === w.own ? actor.id : hotel.housekeeperId;

/** A work order of the hotel, reported by the caller when they are of it. */
async function workOrderOf(w: MatrixWorld, hotel: MatrixHotel, actor: Actor | null, seed: StatusSeed = {}) {
  const { roomId } = await hotel.room(seed);
  return seededRow(w, 'work_orders', {
    hotel_id: hotel.id,
    room_id: roomId,
    category: 'plumbing',
    title: 'Leaking tap',
    note: null,
    out_of_order: true,
    return_status: null,
    recurring_task_id: null,
    assignee_id: null,
    due_at: null,
    created_by: callerOfHotel(actor, hotel),
    done_at: null,
    area_id: null,
  });
}

const credentials = async (w: MatrixWorld) => {
  const user = await w.user({ role: 'manager', hotelId: w.own.id });
  return { email: user.email, password: MATRIX_PASSWORD };
};
const freshPerson = (w: MatrixWorld) => ({
  email: `${w.unique('new')}@matrix.test`,
  password: 'password123',
  fullName: 'New Person',
});
/** Another person when the target is the other hotel; oneself otherwise. */
const selfOrOther = (hotel: MatrixHotel, w: MatrixWorld, actor: Actor | null) =>
  hotel === w.other || !actor ? hotel.housekeeperId : actor.id;

/** A room being cleaned: the caller's own when a housekeeper of this hotel, else the hotel's housekeeper's. */
function assignedRoom(w: MatrixWorld, hotel: MatrixHotel, actor: Actor | null, extra: StatusSeed = {}) {
  return hotel.room({ status: 'assigned', assigned_to: workerOf(w, hotel, actor, ['housekeeper']), ...extra });
}

/** A checklist of the hotel (DESIGN §20), seeded straight into the database. */
const MATRIX_ITEM = { id: 'bed', text: 'Bed made', weight: 5, photoRequired: false, critical: false };
async function checklistOf(w: MatrixWorld, hotel: MatrixHotel) {
  const row = await w.db.insertInto('checklists').values({ hotel_id: hotel.id, name: 'Matrix list', items: JSON.stringify([MATRIX_ITEM]) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Integrations (DESIGN §14): a token and a webhook to name, seeded straight into the database. */
async function seededToken(w: MatrixWorld) {
  const account = await w.user({ status: 'rejected' });
  return seededRow(w, 'api_tokens', { name: 'Matrix PMS', hotel_id: null, scopes: ['rooms:read'], token_hash: w.unique('hash'), user_id: account.id, created_by: null });
}
const seededWebhook = (w: MatrixWorld, hotel: MatrixHotel) =>
  seededRow(w, 'webhooks', { hotel_id: hotel.id, url: 'https://93.184.215.14/hook', events: ['room.updated'], secret: 'whsec_x', cursor_seq: 0, created_by: null });

/** A hotel's PMS connection (DESIGN §17), seeded straight into the database (its credentials a stand-in ciphertext). */
async function seededPmsConnection(w: MatrixWorld, hotel: MatrixHotel) {
  await w.db
    .insertInto('pms_connections')
    .values({ hotel_id: hotel.id, vendor: 'mews', base_url: 'https://93.184.215.14', property_id: 'p1', credentials: 'v1.sealed', cursor_seq: 0, updated_by: null })
    .onConflict((oc) => oc.column('hotel_id').doNothing())
    .execute();
  return { hotelId: hotel.id };
}

/** A room of the hotel (clean) whose condition in the PMS ('Dirty') differs from ours. */
async function seededPmsDifference(w: MatrixWorld, hotel: MatrixHotel) {
  await seededPmsConnection(w, hotel);
  const connection = await w.db.selectFrom('pms_connections').select('id').where('hotel_id', '=', hotel.id).executeTakeFirstOrThrow();
  const { roomId } = await hotel.room({ status: 'clean' });
  const { id } = await w.db
    .insertInto('pms_differences')
    .values({ connection_id: connection.id, room_id: roomId, ours: 'Inspected', theirs: 'Dirty' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { hotelId: hotel.id, differenceId: id, keep: 'theirs' as const };
}

/** Workload (DESIGN §13): a room type of the hotel, seeded straight into the database. */
const seededRoomType = (w: MatrixWorld, hotel: MatrixHotel) =>
  seededRow(w, 'room_types', { hotel_id: hotel.id, name: w.unique('Type '), credits_departure: 30, credits_stayover: 15, credits_touch_up: 5, square_feet: 300 });

/** Guest requests and lost items (issue 21), seeded straight into the database. */
async function seededGuestRequest(w: MatrixWorld, hotel: MatrixHotel, actor: Actor | null) {
  const { roomId } = await hotel.room();
  const assignee = workerOf(w, hotel, actor, ['housekeeper', 'maintenance', 'supervisor']);
  return seededRow(w, 'guest_requests', { hotel_id: hotel.id, room_id: roomId, kind: 'towels', note: null, due_at: null, assigned_to: assignee, created_by: null });
}
const seededLostItem = (w: MatrixWorld, hotel: MatrixHotel) =>
  seededRow(w, 'lost_items', { hotel_id: hotel.id, room_id: null, place: 'Lobby', description: 'Umbrella', found_by: null, stored_at: null, status_by: null });

/** A found item logged by the caller when they are of the hotel (the finder adds and sees its photo), with a photo. */
const foundByCaller = (w: MatrixWorld, hotel: MatrixHotel, actor: Actor | null, photo = false) =>
  seededRow(w, 'lost_items', {
    hotel_id: hotel.id,
    room_id: null,
    place: 'Gym',
    description: 'Water bottle',
    found_by: callerOfHotel(actor, hotel),
    stored_at: null,
    status_by: null,
    ...(photo ? { photo: Buffer.from(TINY_PNG_BASE64, 'base64'), photo_type: 'image/png' as const } : {}),
  });

/** An area of the hotel (issue 21), with a fresh name. */
const seededArea = (w: MatrixWorld, hotel: MatrixHotel) => seededRow(w, 'areas', { hotel_id: hotel.id, name: w.unique('Area ') });

export const PROCEDURE_POLICY: Record<string, ProcedurePolicy> = {
  'auth.session': { who: 'signedIn', scope: 'global', input: () => undefined },
  'auth.login': { who: 'public', scope: 'global', input: (w) => credentials(w) },
  'auth.pinLogin': {
    who: 'public',
    scope: 'global',
    input: async (w) => ({ email: (await credentials(w)).email, pin: MATRIX_PIN }),
  },
  'auth.signup': { who: 'public', scope: 'global', input: (w) => ({ ...freshPerson(w), role: 'housekeeper' }) },
  'auth.adminSignup': { who: 'public', scope: 'global', input: (w) => freshPerson(w), alwaysRefused: 'FORBIDDEN' },
  'auth.logout': { who: 'public', scope: 'global', input: () => undefined },
  'auth.register': {
    who: ADMIN,
    scope: 'global',
    input: (w, hotel) => ({ ...freshPerson(w), role: 'frontdesk', hotelId: hotel.id }),
  },
  'auth.userRole': { who: 'signedIn', scope: 'self', input: (w, hotel, actor) => ({ userId: selfOrOther(hotel, w, actor) }) },

  'profile.me': { who: 'signedIn', scope: 'global', input: () => undefined },
  'profile.update': { who: 'signedIn', scope: 'global', input: () => ({ fullName: 'Renamed Person' }) },
  'profile.changePassword': {
    who: 'signedIn',
    scope: 'global',
    input: () => ({ currentPassword: MATRIX_PASSWORD, newPassword: 'another-password' }),
  },
  'profile.setPin': { who: 'signedIn', scope: 'global', input: () => ({ pin: '4321', currentPassword: MATRIX_PASSWORD }) },
  'profile.removePin': { who: 'signedIn', scope: 'global', input: () => ({ currentPassword: MATRIX_PASSWORD }) },

  'hotels.list': { who: 'signedIn', scope: 'global', input: () => undefined },
  'hotels.byId': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ id: hotel.id }) },
  'hotels.create': { who: ADMIN, scope: 'global', input: (w) => ({ name: w.unique('Hotel '), rooms: '101, 102' }) },
  'hotels.update': { who: ADMIN, scope: 'hotel', input: (_w, hotel) => ({ id: hotel.id, address: '1 Main Street' }) },

  'rooms.byHotel': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'rooms.byId': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: async (_w, hotel) => ({ id: (await hotel.room()).roomId }) },
  'rooms.create': { who: ADMIN, scope: 'hotel', input: (w, hotel) => ({ hotelId: hotel.id, roomNumber: w.unique('N') }) },
  'rooms.update': { who: ADMIN, scope: 'hotel', input: async (_w, hotel) => ({ id: (await hotel.room()).roomId, floor: 4 }) },
  'rooms.delete': { who: ADMIN, scope: 'hotel', input: async (_w, hotel) => ({ id: (await hotel.room()).roomId }) },

  'staff.pending': { who: ADMIN, scope: 'global', input: () => undefined },
  'staff.list': { who: ADMIN, scope: 'global', input: () => undefined },
  'staff.byHotel': { who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'staff.update': {
    who: ADMIN,
    scope: 'global',
    input: async (w, hotel) => ({ id: (await w.user({ status: 'pending' })).id, status: 'approved', hotelId: hotel.id }),
  },
  'staff.approve': {
    who: ADMIN,
    scope: 'global',
    input: async (w, hotel) => ({ userId: (await w.user({ status: 'pending' })).id, hotelId: hotel.id, role: 'housekeeper' }),
  },
  'staff.reject': { who: ADMIN, scope: 'global', input: async (w) => ({ userId: (await w.user({ status: 'pending' })).id }) },
  'staff.deactivate': {
    who: ADMIN,
    scope: 'global',
    input: async (w, hotel) => ({ userId: (await w.user({ hotelId: hotel.id })).id }),
  },
  'staff.reactivate': {
    who: ADMIN,
    scope: 'global',
    input: async (w, hotel) => ({ userId: (await w.user({ status: 'rejected' })).id, hotelId: hotel.id }),
  },

  'roles.forUser': { who: 'signedIn', scope: 'self', input: (w, hotel, actor) => ({ userId: selfOrOther(hotel, w, actor) }) },
  'roles.update': {
    who: ADMIN,
    scope: 'global',
    input: async (w, hotel) => ({ userId: (await w.user({ hotelId: hotel.id })).id, role: 'frontdesk' }),
  },
  'roles.byHotel': { who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },

  'roomStatuses.byHotel': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'roomStatuses.board': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'roomStatuses.changes': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, since: 0 }) },
  'roomStatuses.byRoom': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId }) },
  'roomStatuses.assignedTo': {
    apiTokens: 'rooms',
    who: 'signedIn',
    scope: 'hotel',
    // A housekeeper (or maintenance, DESIGN §18) reads their own list; the desk, managers and admins the hotel's housekeeper's.
    input: (w, hotel, actor) => ({ userId: workerOf(w, hotel, actor, ['housekeeper', 'maintenance']) }),
  },
  'roomStatuses.setStatus': {
    apiTokens: 'rooms',
    who: 'signedIn',
    scope: 'hotel',
    // Out of service from clean is on every role's menu (spec §4).
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, status: 'out_of_service' }),
  },
  'roomStatuses.patch': {
    apiTokens: 'rooms',
    who: 'signedIn',
    scope: 'hotel',
    input: async (_w, hotel) => ({ id: (await hotel.room()).statusId, status: 'out_of_service' }),
  },
  'roomStatuses.assign': {
    apiTokens: 'rooms',
    who: MANAGERS,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomIds: [(await hotel.room({ status: 'dirty' })).roomId], housekeeperId: hotel.housekeeperId }),
  },
  'roomStatuses.bulkDirty': {
    apiTokens: 'rooms',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ hotelId: hotel.id, roomNumbers: (await hotel.room()).roomNumber }),
  },
  'roomStatuses.bulkPms': {
    apiTokens: 'rooms',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ hotelId: hotel.id, roomNumbers: (await hotel.room()).roomNumber }),
  },

  'lateCheckouts.unresolved': { apiTokens: 'late-checkouts', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'lateCheckouts.add': {
    apiTokens: 'late-checkouts',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, hotelId: hotel.id, checkoutTime: '23:59' }),
  },
  'lateCheckouts.resolve': { apiTokens: 'late-checkouts', who: DESK, scope: 'hotel', input: async (_w, hotel) => ({ id: await hotel.lateCheckoutId() }) },

  'roomNotes.byRoom': { apiTokens: 'notes', who: 'signedIn', scope: 'hotel', input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId }) },
  'roomNotes.add': {
    apiTokens: 'notes',
    who: 'signedIn',
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, content: 'Extra pillows' }),
  },
  'roomNotes.markRoomRead': {
    who: 'signedIn',
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId }),
  },
  'roomNotes.markRead': { who: 'signedIn', scope: 'hotel', input: async (_w, hotel) => ({ noteId: await hotel.noteId() }) },
  'roomNotes.unread': { who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'roomNotes.latestUnread': { who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },

  'dailyStats.byDate': { apiTokens: 'reports', who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-23' }) },
  'events.hotel': { who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },

  'push.vapidPublicKey': { who: 'public', scope: 'global', input: () => undefined },
  'push.subscribe': {
    who: 'signedIn',
    scope: 'global',
    input: (w) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${w.unique('e')}`, p256dhKey: 'key', authKey: 'auth' }),
  },

  // Integrations (DESIGN §14): admins only; the target is a public address (no DNS needed).
  'apiTokens.list': { who: ADMIN, scope: 'global', input: () => undefined },
  'apiTokens.create': { who: ADMIN, scope: 'global', input: (_w, hotel) => ({ name: 'PMS', hotelId: hotel.id, scopes: ['rooms:write'] }) },
  'apiTokens.revoke': { who: ADMIN, scope: 'global', input: async (w) => ({ id: await seededToken(w) }) },
  'webhooks.list': { who: ADMIN, scope: 'global', input: () => undefined },
  'webhooks.create': {
    who: ADMIN,
    scope: 'hotel',
    input: (_w, hotel) => ({ hotelId: hotel.id, url: 'https://93.184.215.14/hooks', events: ['room.updated'] }),
  },
  'webhooks.delete': { who: ADMIN, scope: 'global', input: async (w, hotel) => ({ id: await seededWebhook(w, hotel) }) },
  'webhooks.enable': { who: ADMIN, scope: 'global', input: async (w, hotel) => ({ id: await seededWebhook(w, hotel) }) },
  'webhooks.deliveries': { who: ADMIN, scope: 'global', input: async (w, hotel) => ({ id: await seededWebhook(w, hotel) }) },
  // PMS connections (DESIGN §17): admins only; a save without credentials keeps the saved ones (no keys needed here).
  'pms.get': { who: ADMIN, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'pms.save': {
    who: ADMIN,
    scope: 'hotel',
    input: async (w, hotel) => ({ ...(await seededPmsConnection(w, hotel)), vendor: 'mews', baseUrl: 'https://93.184.215.14', propertyId: 'p1', enabled: false }),
  },
  'pms.remove': { who: ADMIN, scope: 'hotel', input: (w, hotel) => seededPmsConnection(w, hotel) },
  'pms.test': { who: ADMIN, scope: 'hotel', input: (w, hotel) => seededPmsConnection(w, hotel) },
  'pms.log': { who: ADMIN, scope: 'hotel', input: (w, hotel) => seededPmsConnection(w, hotel) },
  // DESIGN §19: the morning comparison's list, on demand, and its one-click fix (here: take the PMS's 'Dirty' for a clean room).
  'pms.differences': { who: ADMIN, scope: 'hotel', input: (w, hotel) => seededPmsConnection(w, hotel) },
  'pms.compare': { who: ADMIN, scope: 'hotel', input: (w, hotel) => seededPmsConnection(w, hotel) },
  'pms.fixDifference': { who: ADMIN, scope: 'hotel', input: (w, hotel) => seededPmsDifference(w, hotel) },
  'pms.syncFailures': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  // Safe actions and admin setup (issue 13). Undo: anyone may undo their own change. The input stands for a change the actor has
  // just made to a fresh room (its status row before, one version back), kept as the change itself keeps it.
  'roomStatuses.undo': {
    who: 'signedIn',
    scope: 'hotel',
    input: async (w, hotel, actor) => {
      const { statusId } = await hotel.room();
      const actionId = crypto.randomUUID();
      if (actor) {
        const row = await w.db.selectFrom('room_statuses').selectAll().where('id', '=', statusId).executeTakeFirstOrThrow();
        const undo = JSON.stringify([{ ...row, version: row.version - 1 }]);
        await w.db
          .insertInto('client_actions')
          .values({ user_id: actor.id, client_action_id: actionId, request_hash: 'matrix', response: 'null', undo })
          .execute();
      }
      return { hotelId: hotel.id, actionId, clientActionId: crypto.randomUUID() };
    },
  },
  // Add Rooms to an existing hotel: admins only, like every room write.
  'rooms.addMany': { who: ADMIN, scope: 'hotel', input: (w, hotel) => ({ hotelId: hotel.id, rooms: `${w.unique('A')}, ${w.unique('B')}` }) },
  // The room lifecycle (DESIGN §12). Deferrals and the clock act on a room assigned to the caller when a housekeeper of
  // the hotel, else to the hotel's housekeeper (managers and admins may defer any assigned room).
  'roomLifecycle.priority': {
    apiTokens: 'rooms',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room({ status: 'dirty' })).roomId, priority: true }),
  },
  'roomLifecycle.cleaningType': {
    apiTokens: 'rooms',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room({ status: 'dirty' })).roomId, cleaningType: 'stayover' }),
  },
  'roomLifecycle.defer': {
    who: ['admin', 'manager', 'housekeeper'],
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ roomId: (await assignedRoom(w, hotel, actor)).roomId, reason: 'dnd', retryAt: '14:00' }),
  },
  'roomLifecycle.clearDeferral': {
    who: ['admin', 'manager', 'housekeeper'],
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ roomId: (await assignedRoom(w, hotel, actor, { deferral_reason: 'dnd', deferred_at: new Date() })).roomId }),
  },
  'roomLifecycle.timer': {
    who: ['housekeeper'],
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ roomId: (await assignedRoom(w, hotel, actor)).roomId, action: 'start' }),
  },
  // Inspection needs the hotel's setting on; the setting's own case below turns it off again (it runs after this one).
  'roomLifecycle.inspect': {
    who: INSPECTORS,
    scope: 'hotel',
    input: async (w, hotel) => {
      await w.db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', hotel.id).execute();
      return { roomId: (await hotel.room({ status: 'clean', cleaned_by: hotel.housekeeperId })).roomId, result: 'pass' };
    },
  },
  'roomLifecycle.setInspection': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, inspectionRequired: false }) },
  'reports.attendants': { apiTokens: 'reports', who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-24' }) },
  'reports.history': { apiTokens: 'reports', who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-24' }) },
  // Scores and analytics (DESIGN §20–§21): managers and read tokens; the chain for admins; each attendant her own trend.
  'analytics.series': { apiTokens: 'reports', who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, from: '2026-11-01', to: '2026-11-30' }) },
  'analytics.scores': { apiTokens: 'reports', who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, from: '2026-11-01', to: '2026-11-30', by: 'item' }) },
  'analytics.chain': { who: ADMIN, scope: 'global', input: () => ({ from: '2026-11-01', to: '2026-11-07' }) },
  'analytics.myScores': { who: ['housekeeper'], scope: 'global', input: () => ({ from: '2026-11-01', to: '2026-11-30' }) },

  'guestRequests.list': { apiTokens: 'guest-requests', who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, status: 'open' }) },
  'guestRequests.mine': { who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'guestRequests.create': {
    apiTokens: 'guest-requests',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, kind: 'towels' }),
  },
  // The person it went to marks it done; the desk may too (a housekeeper's own request, here).
  'guestRequests.update': {
    apiTokens: 'guest-requests',
    who: 'signedIn',
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ id: await seededGuestRequest(w, hotel, actor), status: 'done' }),
  },
  'lostItems.search': { apiTokens: 'lost-items', who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, q: 'phone' }) },
  'lostItems.create': { apiTokens: 'lost-items', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, place: 'Lobby', description: 'Umbrella' }) },
  'lostItems.update': { apiTokens: 'lost-items', who: DESK, scope: 'hotel', input: async (w, hotel) => ({ id: await seededLostItem(w, hotel), status: 'returned' }) },
  // The finder or the desk: the item is the caller's own find when they are of the hotel.
  'lostItems.setPhoto': {
    apiTokens: 'lost-items',
    who: 'signedIn',
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ id: await foundByCaller(w, hotel, actor), photo: { base64: TINY_PNG_BASE64 } }),
  },
  'lostItems.photo': { apiTokens: 'lost-items', who: 'signedIn', scope: 'hotel', input: async (w, hotel, actor) => ({ id: await foundByCaller(w, hotel, actor, true) }) },

  // Areas and recurring tasks (issue 21): everyone of the hotel lists areas; managers and admins change them.
  'areas.byHotel': { apiTokens: 'rooms', who: 'signedIn', scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'areas.create': { who: MANAGERS, scope: 'hotel', input: (w, hotel) => ({ hotelId: hotel.id, name: w.unique('Lobby ') }) },
  'areas.rename': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await seededArea(w, hotel), name: w.unique('Gym ') }) },
  'areas.delete': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await seededArea(w, hotel) }) },
  'recurringTasks.byHotel': { apiTokens: 'recurring-tasks', who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'recurringTasks.create': {
    who: MANAGERS,
    scope: 'hotel',
    input: async (w, hotel) => ({ hotelId: hotel.id, areaId: await seededArea(w, hotel), title: 'Clean the filters', kind: 'work_order', everyDays: 30, nextDue: '2026-12-01' }),
  },
  'recurringTasks.delete': {
    who: MANAGERS,
    scope: 'hotel',
    input: async (w, hotel) => ({
      id: await seededRow(w, 'recurring_tasks', {
        hotel_id: hotel.id,
        room_id: null,
        area_id: await seededArea(w, hotel),
        title: 'Turn mattresses',
        kind: 'work_order',
        every_days: 90,
        next_due: '2026-12-01',
        created_by: null,
        cleaning_type: null,
      }),
    }),
  },

  // Workload (DESIGN §13, issue 12): room types and plans are the admin's and the hotel's manager's.
  'roomTypes.byHotel': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'roomTypes.create': {
    who: MANAGERS,
    scope: 'hotel',
    input: (w, hotel) => ({ hotelId: hotel.id, name: w.unique('Queen '), credits: { departure: 30, stayover: 15, touchUp: 5 }, squareFeet: 300 }),
  },
  'roomTypes.update': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await seededRoomType(w, hotel), squareFeet: 320 }) },
  'roomTypes.delete': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await seededRoomType(w, hotel) }) },
  'roomTypes.setRooms': {
    who: MANAGERS,
    scope: 'hotel',
    input: async (w, hotel) => ({ roomIds: [(await hotel.room()).roomId], roomTypeId: await seededRoomType(w, hotel) }),
  },
  'roomTypes.setByNumbers': {
    who: MANAGERS,
    scope: 'hotel',
    input: async (_w, hotel) => ({ hotelId: hotel.id, roomNumbers: (await hotel.room()).roomNumber, roomTypeId: null }),
  },
  'workload.autoAssign': {
    who: MANAGERS,
    scope: 'hotel',
    input: async (_w, hotel) => {
      await hotel.room({ status: 'dirty' });
      return { hotelId: hotel.id, housekeeperIds: [hotel.housekeeperId], apply: true };
    },
  },
  // The shift roster (issue 18): the hotel's manager and admins; the desk reads it to send a guest's request to someone on shift (issue 29).
  'shift.byDate': { who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'shift.set': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, housekeeperIds: [hotel.housekeeperId] }) },
  'workload.reassign': {
    who: MANAGERS,
    scope: 'hotel',
    input: async (w, hotel) => {
      const from = await w.user({ role: 'housekeeper', hotelId: hotel.id });
      await hotel.room({ status: 'assigned', assigned_to: from.id });
      return { hotelId: hotel.id, fromHousekeeperId: from.id, toHousekeeperIds: [hotel.housekeeperId] };
    },
  },

  // Occupancy and the day's plan (DESIGN §17, issue 20): the desk keeps occupancy; the cadence and the plan are the manager's.
  'occupancy.byDay': { apiTokens: 'occupancy', who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-26' }) },
  'occupancy.put': {
    apiTokens: 'occupancy',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-26', rooms: [{ roomNumber: (await hotel.room()).roomNumber, occupied: true, stay: 'stayover' }] }),
  },
  'occupancy.import': {
    apiTokens: 'occupancy',
    who: DESK,
    scope: 'hotel',
    input: async (_w, hotel) => ({
      hotelId: hotel.id,
      date: '2026-11-26',
      csv: `Room,Status\n${(await hotel.room()).roomNumber},DEP\n`,
      mapping: { roomNumber: 'Room', stay: 'Status', stayValues: { DEP: 'due_out' } },
    }),
  },
  'occupancy.mapping': { who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'occupancy.saveMapping': { who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, mapping: { roomNumber: 1, stay: 2 } }) },
  'occupancy.rules': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'occupancy.saveRules': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, stayoverEveryNights: 2 }) },
  'occupancy.dayPlan': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-26', apply: true }) },

  // Out of order and discrepancies (DESIGN §17, issue 20 points 4 and 5).
  'outOfOrder.set': { apiTokens: 'rooms', who: MANAGERS, scope: 'hotel', input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, reason: 'plumbing' }) },
  'outOfOrder.returnToService': {
    apiTokens: 'rooms',
    who: MANAGERS,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room({ status: 'out_of_order', ooo_reason: 'repairs', ooo_from: new Date(), ooo_return_status: 'dirty' })).roomId }),
  },
  'outOfOrder.cancelScheduled': {
    apiTokens: 'rooms',
    who: MANAGERS,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room({ ooo_next_from: new Date(Date.now() + 86_400_000), ooo_next_reason: 'renovation', ooo_next_return_status: 'dirty' })).roomId }),
  },
  'discrepancies.record': {
    who: ['admin', 'manager', 'housekeeper'],
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, found: 'vacant' }),
  },
  'discrepancies.byDay': { apiTokens: 'discrepancies', who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-26' }) },
  'discrepancies.page': { apiTokens: 'discrepancies', who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-26', limit: 5 }) },
  'discrepancies.resolve': {
    apiTokens: 'discrepancies',
    who: DESK,
    scope: 'hotel',
    input: async (w, hotel) => {
      const { roomId } = await hotel.room();
      const id = await seededRow(w, 'room_discrepancies', { hotel_id: hotel.id, room_id: roomId, day: '2026-11-26', found: 'vacant', pms_occupied: true, kind: 'skip', found_by: null });
      return { id, note: 'Checked with the guest' };
    },
  },
  // Work orders (DESIGN §18): the maintenance staff work them; everyone in the hotel reports.
  'workOrders.list': { apiTokens: 'work-orders', who: WORK_ORDER_STAFF, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, status: 'open' }) },
  'workOrders.byId': { apiTokens: 'work-orders', who: REPORTERS, scope: 'hotel', input: async (w, hotel, actor) => ({ id: await workOrderOf(w, hotel, actor) }) },
  'workOrders.create': {
    apiTokens: 'work-orders',
    who: REPORTERS,
    scope: 'hotel',
    input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId, category: 'plumbing', note: 'Leaking tap', outOfOrder: true }),
  },
  'workOrders.patch': { apiTokens: 'work-orders', who: WORK_ORDER_STAFF, scope: 'hotel', input: async (w, hotel, actor) => ({ id: await workOrderOf(w, hotel, actor), status: 'in_progress' }) },
  'workOrders.comment': { who: WORK_ORDER_STAFF, scope: 'hotel', input: async (w, hotel, actor) => ({ id: await workOrderOf(w, hotel, actor), content: 'On my way' }) },
  'workOrders.addPhotos': {
    who: REPORTERS,
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ id: await workOrderOf(w, hotel, actor), photos: [{ base64: TINY_PNG_BASE64 }] }),
  },
  'workOrders.photo': {
    who: REPORTERS,
    scope: 'hotel',
    input: async (w, hotel, actor) => {
      const id = await workOrderOf(w, hotel, actor);
      const photoId = await seededRow(w, 'work_order_photos', { work_order_id: id, hotel_id: hotel.id, content_type: 'image/png', bytes: Buffer.from(TINY_PNG_BASE64, 'base64'), size: 68, created_by: null });
      return { id, photoId };
    },
  },
  'workOrders.returnToService': {
    apiTokens: 'work-orders',
    who: WORK_ORDER_STAFF,
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ id: await workOrderOf(w, hotel, actor, { status: 'out_of_service' }), status: 'dirty' }),
  },
  // The arrival-driven day (DESIGN §22, issue 32): ready times for the desk and managers (and a PMS's occupancy:read token); her own rooms' arrivals for the attendant.
  'arrivals.readyTimes': { apiTokens: 'occupancy', who: DESK, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, date: '2026-11-26' }) },
  'arrivals.myPriorities': { who: ['housekeeper'], scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  // Her own order: a housekeeper her own rooms; managers and admins the hotel's housekeeper's (another housekeeper's is 403: arrivals/queue-order.test.ts).
  'arrivals.reorder': {
    who: ['admin', 'manager', 'housekeeper'],
    scope: 'hotel',
    input: async (w, hotel, actor) => {
      const userId = workerOf(w, hotel, actor, ['housekeeper']);
      const { roomId } = await hotel.room({ status: 'assigned', assigned_to: userId });
      return { userId, roomIds: [roomId] };
    },
  },
  // DESIGN §20 (issue 31): checklists (managers, admins) and scored inspections (managers, admins, supervisors).
  'checklists.byHotel': { who: INSPECTORS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'checklists.create': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, name: 'Departure', items: [MATRIX_ITEM] }) },
  'checklists.update': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await checklistOf(w, hotel), passMark: 90 }) },
  'checklists.delete': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await checklistOf(w, hotel) }) },
  'checklists.move': { who: MANAGERS, scope: 'hotel', input: async (w, hotel) => ({ id: await checklistOf(w, hotel), by: -1 }) },
  'checklists.forRoom': { who: [...INSPECTORS, 'housekeeper'], scope: 'hotel', input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId }) },
  'checklists.forSelfCheck': { who: ['admin', 'manager', 'housekeeper'], scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'checklists.setSelfCheck': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, selfCheck: false }) },
  'inspections.submit': {
    who: INSPECTORS,
    scope: 'hotel',
    input: async (w, hotel) => {
      await w.db.updateTable('hotels').set({ inspection_required: true }).where('id', '=', hotel.id).execute();
      const checklistId = await checklistOf(w, hotel);
      const { roomId } = await hotel.room({ status: 'clean', cleaned_by: hotel.housekeeperId });
      return { roomId, checklistId, results: [{ itemId: MATRIX_ITEM.id, ok: true }] };
    },
  },
  // It runs after the submit case: the hotel's inspection setting goes off again, as later cases (bulk PMS) expect.
  'inspections.addPhoto': {
    who: INSPECTORS,
    scope: 'hotel',
    input: async (w, hotel) => {
      await w.db.updateTable('hotels').set({ inspection_required: false }).where('id', '=', hotel.id).execute();
      return { roomId: (await hotel.room()).roomId, base64: TINY_PNG_BASE64 };
    },
  },
  'inspections.tickFailedItem': {
    who: ['admin', 'manager', 'housekeeper'],
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ roomId: (await assignedRoom(w, hotel, actor, { failed_items: JSON.stringify([{ itemId: MATRIX_ITEM.id, text: 'Bed', done: false }]) })).roomId, itemId: MATRIX_ITEM.id, done: true }),
  },
  'inspections.selfCheck': {
    who: ['admin', 'manager', 'housekeeper'],
    scope: 'hotel',
    input: async (w, hotel, actor) => ({ roomId: (await assignedRoom(w, hotel, actor)).roomId, itemIds: [MATRIX_ITEM.id] }),
  },
  // The evening turndown (DESIGN §22, issue 32): the list for managers and her own rooms for the attendant; the roster managers'; done by whoever did it.
  'turndown.tonight': { who: ['admin', 'manager', 'housekeeper'], scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id }) },
  'turndown.setRoster': { who: MANAGERS, scope: 'hotel', input: (_w, hotel) => ({ hotelId: hotel.id, housekeeperIds: [hotel.housekeeperId] }) },
  'turndown.done': { who: ['admin', 'manager', 'housekeeper'], scope: 'hotel', input: async (_w, hotel) => ({ roomId: (await hotel.room()).roomId }) },
};
