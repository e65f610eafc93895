import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { RoomTimer } from '../../src-shared/room-lifecycle.schemas';
import type { ErrorReason } from '../../src-shared/error-reasons';
import { nextTimer, pausedAt, timerActionClearsDeferral, workedSecondsAt, type DeferralReason, type TimerAction } from '../../src-shared/room-lifecycle';
import { canDefer, canSetStatus, canTime, isAssignable, type RoomStatus } from '../../src-shared/room-status';
import { nextLastChange, someoneElseHas, staleChangeReason, type LastChange } from '../../src-shared/stale-change';

/**
 * A small model of one room under the rules of DESIGN §6 and §12, built on the same shared
 * modules the server uses (stale-change.ts, room-status.ts, room-lifecycle.ts): it predicts
 * what each delivery of a phone's or a manager's change is answered and what it leaves
 * behind, for the random offline test (offline-random.test.ts) to hold the server to.
 */
export interface ModelRoom {
  status: RoomStatus;
  assignedTo: string | null;
  version: number;
  lastChange: LastChange;
  timer: RoomTimer | null;
  deferral: DeferralReason | null;
  /** History rows the room should have, in order: what each is and whose device action wrote it. */
  history: { kind: 'clean' | 'out_of_service' | 'deferred' | 'dirty' | 'assigned' | 'undo'; actor: string; clientActionId: string | null; workedSeconds: number | null; undone: boolean }[];
}

export type PhoneChange =
  | { kind: 'status'; status: 'clean' | 'out_of_service' }
  | { kind: 'timer'; action: TimerAction }
  | { kind: 'defer'; reason: DeferralReason }
  | { kind: 'clear' }
  | { kind: 'undo'; of: string };

export type ManagerChange = { kind: 'dirty' } | { kind: 'assign'; to: string } | { kind: 'note' };

/** One delivery as the phone sends it: the change, its id, and what the phone saw at the tap. */
export interface Delivery {
  id: string;
  actor: string;
  change: PhoneChange;
  expectedStatus: RoomStatus;
  expectedVersion: number;
  /** When the tap happened on the device (ISO). */
  at: string;
}

/** What the server should answer: applied (or a replay of an applied one), or refused with a reason. */
export type Outcome = { ok: true; replay: boolean } | { ok: false; status: 403 | 404 | 409; reason: ErrorReason };

interface Claim {
  /** The room as it was before the change, for its undo (status changes only keep one). */
  before: ModelRoom | null;
  undone: boolean;
  /** History rows written with this id (indexes into history). */
  rows: number[];
}

export function modelRoom(board: Pick<BoardRoom, 'status' | 'assignedTo' | 'version'>): { room: ModelRoom; claims: Map<string, Claim> } {
  return {
    room: { status: board.status, assignedTo: board.assignedTo, version: board.version, lastChange: { actorId: null, version: null, since: null }, timer: null, deferral: null, history: [] },
    claims: new Map(),
  };
}

const refuse = (status: 403 | 404 | 409, reason: ErrorReason): Outcome => ({ ok: false, status, reason });

function bump(room: ModelRoom, actor: string) {
  room.lastChange = nextLastChange(room, actor);
  room.version += 1;
}

/** refuseUnworkable (work-rules.ts) for a queued action. */
function unworkable(room: ModelRoom, actor: string, allowed: boolean): Outcome | null {
  if (allowed) return null;
  if (room.status === 'assigned' && someoneElseHas(room, actor)) return refuse(409, 'ROOM_REASSIGNED');
  if (room.status !== 'assigned') return refuse(409, 'ROOM_MOVED_ON');
  return refuse(403, 'ROOM_NOT_ASSIGNED_TO_YOU');
}

/** Applies a phone's delivery to the model as the server must; returns the outcome predicted. */
export function deliver(state: { room: ModelRoom; claims: Map<string, Claim> }, d: Delivery): Outcome {
  const { room, claims } = state;
  if (claims.has(d.id)) return { ok: true, replay: true };
  const change = d.change;
  if (change.kind === 'undo') return undo(state, d, change.of);
  const stale = staleChangeReason(room, d.expectedVersion, d.actor);
  if (stale) return refuse(409, stale);
  const mine = room.assignedTo === d.actor;
  const claim: Claim = { before: null, undone: false, rows: [] };
  const row = (kind: ModelRoom['history'][number]['kind'], workedSeconds: number | null = null) => {
    claim.rows.push(room.history.length);
    room.history.push({ kind, actor: d.actor, clientActionId: d.id, workedSeconds, undone: false });
  };
  switch (change.kind) {
    case 'status': {
      if (change.status === 'clean' && someoneElseHas(room, d.actor)) return refuse(409, 'ROOM_REASSIGNED');
      if (room.status !== d.expectedStatus) return refuse(409, 'ROOM_MOVED_ON');
      if (!canSetStatus('housekeeper', room.status, change.status, { assignedToViewer: mine, inspectionRequired: false })) {
        return refuse(403, change.status === 'clean' && !mine ? 'ROOM_NOT_ASSIGNED_TO_YOU' : 'STATUS_NOT_ALLOWED');
      }
      claim.before = structuredClone(room);
      row(change.status, change.status === 'clean' && room.timer ? workedSecondsAt(room.timer, Date.parse(d.at)) : null);
      room.status = change.status;
      room.timer = null;
      room.deferral = null;
      break;
    }
    case 'timer': {
      const refused = unworkable(room, d.actor, canTime('housekeeper', room, mine));
      if (refused) return refused;
      const timer = nextTimer(room.timer, change.action, d.at);
      if (typeof timer === 'string') return refuse(409, timer);
      room.timer = timer;
      if (timerActionClearsDeferral(change.action)) room.deferral = null;
      break;
    }
    case 'defer': {
      const refused = unworkable(room, d.actor, canDefer('housekeeper', room, mine));
      if (refused) return refused;
      row('deferred');
      room.deferral = change.reason;
      room.timer = pausedAt(room.timer, d.at);
      break;
    }
    case 'clear': {
      const refused = unworkable(room, d.actor, canDefer('housekeeper', room, mine) || room.deferral === null);
      if (refused) return refused;
      if (room.deferral === null) {
        // Nothing to clear: answered as it is, and a resend gets the same answer.
        claims.set(d.id, claim);
        return { ok: true, replay: false };
      }
      room.deferral = null;
      break;
    }
  }
  bump(room, d.actor);
  claims.set(d.id, claim);
  return { ok: true, replay: false };
}

/** Undo (issue 13): the actor's own status change, while nobody changed the room since. */
function undo(state: { room: ModelRoom; claims: Map<string, Claim> }, d: Delivery, of: string): Outcome {
  const { room, claims } = state;
  const original = claims.get(of);
  if (!original?.before) return refuse(404, 'UNDO_NOTHING_TO_UNDO');
  if (original.undone) return refuse(409, 'UNDO_ALREADY_DONE');
  if (room.version !== original.before.version + 1) return refuse(409, 'UNDO_OVERTAKEN');
  const before = original.before;
  const own: Claim = { before: null, undone: false, rows: [room.history.length] };
  room.history.push({ kind: 'undo', actor: d.actor, clientActionId: d.id, workedSeconds: null, undone: true });
  for (const index of original.rows) room.history[index]!.undone = true;
  original.undone = true;
  room.status = before.status;
  room.assignedTo = before.assignedTo;
  room.timer = before.timer;
  room.deferral = before.deferral;
  bump(room, d.actor);
  claims.set(d.id, own);
  return { ok: true, replay: false };
}

/** A manager's change, made online: null when the server must refuse it (the test then skips it). */
export function managerChange(room: ModelRoom, manager: string, change: ManagerChange): boolean {
  switch (change.kind) {
    case 'dirty':
      if (room.status === 'dirty') return false;
      room.history.push({ kind: 'dirty', actor: manager, clientActionId: null, workedSeconds: null, undone: false });
      Object.assign(room, { status: 'dirty', assignedTo: null, timer: null, deferral: null });
      break;
    case 'assign':
      if (!isAssignable(room.status)) return false;
      room.history.push({ kind: 'assigned', actor: manager, clientActionId: null, workedSeconds: null, undone: false });
      // A room handed to someone else starts their clock afresh (assignRooms).
      if (room.assignedTo !== change.to) room.timer = null;
      Object.assign(room, { status: 'assigned', assignedTo: change.to });
      break;
    case 'note':
      break;
  }
  bump(room, manager);
  return true;
}
