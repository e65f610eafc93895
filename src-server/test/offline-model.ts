import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { ErrorReason } from '../../src-shared/error-reasons';
import { workedSecondsAt, type DeferralReason, type TimerAction } from '../../src-shared/room-lifecycle';
import { isAssignable, type RoomStatus } from '../../src-shared/room-status';
import { assignEffectsOn, lifecycleEffects, statusEffects, type LifecycleChange } from '../../src-shared/room-effects';
import { withFields } from '../../src-shared/room-row';
import { lifecycleRefusal, statusChangeRefusal, type Refusal } from '../../src-shared/room-refusals';
import { nextLastChange, staleChangeReason, type LastChange } from '../../src-shared/stale-change';
import { applyLifecycleChange, applyStatusChange } from '../../src-client/features/room-status/lifecycle-changes';

/**
 * A small model of one room under the rules of DESIGN §6 and §12, built on the same shared
 * modules the server uses (stale-change.ts, room-refusals.ts, room-effects.ts): it predicts
 * what each delivery of a phone's or a manager's change is answered, and the room it leaves
 * behind is drawn by the phone's own offline code (applyStatusChange, applyLifecycleChange:
 * what the card shows while the change waits in its queue). The random offline test
 * (offline-random.test.ts) holds the server to it, row for row.
 */
export interface ModelRoom {
  /** The room's board row as the model predicts it (updatedAt aside). */
  board: BoardRoom;
  lastChange: LastChange;
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

/** The Out of Service reason every phone of the test gives. */
export const OUT_OF_SERVICE_REASON = 'Leak';

/** One delivery as the phone sends it: the change, its id, and what the phone saw at the tap. */
export interface Delivery {
  id: string;
  actor: string;
  change: PhoneChange;
  expectedStatus: RoomStatus;
  expectedVersion: number;
  /** Whom the card showed the room assigned to (issue 29: 'reassigned' is someone else since). */
  expectedAssignedTo: string | null;
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

export function modelRoom(board: BoardRoom): { room: ModelRoom; claims: Map<string, Claim> } {
  return { room: { board, lastChange: { actorId: null, version: null, since: null }, history: [] }, claims: new Map() };
}

const refuse = (status: 403 | 404 | 409, reason: ErrorReason): Outcome => ({ ok: false, status, reason });
const refused = (refusal: Refusal | null): Outcome | null => refusal && refuse(refusal.code === 'CONFLICT' ? 409 : 403, refusal.reason);

function bump(room: ModelRoom, actor: string) {
  room.lastChange = nextLastChange({ version: room.board.version, lastChange: room.lastChange }, actor);
  room.board = { ...room.board, version: room.board.version + 1 };
}

/** The card's clock and deferral actions as the phone queues them. */
function lifecycleOf(change: PhoneChange): LifecycleChange | null {
  if (change.kind === 'timer') return { kind: 'timer', action: change.action };
  if (change.kind === 'defer') return { kind: 'defer', reason: change.reason };
  if (change.kind === 'clear') return { kind: 'clear-deferral' };
  return null;
}

/** Applies a phone's delivery to the model as the server must; returns the outcome predicted. */
export function deliver(state: { room: ModelRoom; claims: Map<string, Claim> }, d: Delivery): Outcome {
  const { room, claims } = state;
  if (claims.has(d.id)) return { ok: true, replay: true };
  const change = d.change;
  if (change.kind === 'undo') return undo(state, d, change.of);
  const board = room.board;
  // Only a status change says whom the phone saw (the clock and deferrals are on her own room).
  const seen = change.kind === 'status' ? d.expectedAssignedTo : undefined;
  const stale = staleChangeReason({ ...board, lastChange: room.lastChange }, d.expectedVersion, d.actor, seen);
  if (stale) return refuse(409, stale);
  const claim: Claim = { before: null, undone: false, rows: [] };
  const row = (kind: ModelRoom['history'][number]['kind'], workedSeconds: number | null = null) => {
    claim.rows.push(room.history.length);
    room.history.push({ kind, actor: d.actor, clientActionId: d.id, workedSeconds, undone: false });
  };
  if (change.kind === 'status') {
    const refusal = refused(statusChangeRefusal('housekeeper', board, d.actor, { status: change.status, expectedStatus: d.expectedStatus, expectedAssignedTo: d.expectedAssignedTo }));
    if (refusal) return refusal;
    claim.before = structuredClone(room);
    row(change.status, change.status === 'clean' && board.timer ? workedSecondsAt(board.timer, Date.parse(d.at)) : null);
    const notes = change.status === 'out_of_service' ? OUT_OF_SERVICE_REASON : undefined;
    room.board = applyStatusChange(board, change.status, { at: d.at, actorId: d.actor, notes });
  } else {
    const lifecycle = lifecycleOf(change)!;
    const refusal = refused(lifecycleRefusal('housekeeper', board, d.actor, lifecycle.kind, true));
    if (refusal) return refusal;
    const set = lifecycleEffects(board, lifecycle, d.at, d.actor);
    if (typeof set === 'string') return refuse(409, set);
    if (set === null) {
      // Nothing to clear: answered as it is, and a resend gets the same answer.
      claims.set(d.id, claim);
      return { ok: true, replay: false };
    }
    if (lifecycle.kind === 'defer') row('deferred');
    room.board = applyLifecycleChange(board, lifecycle, d.at, d.actor);
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
  if (room.board.version !== original.before.board.version + 1) return refuse(409, 'UNDO_OVERTAKEN');
  const own: Claim = { before: null, undone: false, rows: [room.history.length] };
  room.history.push({ kind: 'undo', actor: d.actor, clientActionId: d.id, workedSeconds: null, undone: true });
  for (const index of original.rows) room.history[index]!.undone = true;
  original.undone = true;
  // The row as it was, one version on (undo.queries.ts: restoredFields).
  room.board = { ...original.before.board, version: room.board.version };
  bump(room, d.actor);
  claims.set(d.id, own);
  return { ok: true, replay: false };
}

/**
 * A manager's change, made online, by the server's own effects (statusEffects, assignEffectsOn):
 * false when the server must refuse it (the test then skips it). The fields it predicts are
 * the status, the assignee, the clock and the deferral; the test checks the server's answer
 * against them and takes the rest of the row from it (settle).
 */
export function managerChange(room: ModelRoom, manager: string, change: ManagerChange, at = new Date().toISOString()): boolean {
  const board = room.board;
  switch (change.kind) {
    case 'dirty':
      if (board.status === 'dirty') return false;
      room.history.push({ kind: 'dirty', actor: manager, clientActionId: null, workedSeconds: null, undone: false });
      room.board = withFields(board, statusEffects('manager', 'dirty', { actorId: manager, at, currentNotes: board.notes }), null);
      break;
    case 'assign': {
      if (!isAssignable(board.status)) return false;
      room.history.push({ kind: 'assigned', actor: manager, clientActionId: null, workedSeconds: null, undone: false });
      const { assigned_to: assignedTo, ...set } = assignEffectsOn({ status: board.status, assigned_to: board.assignedTo }, { assigneeId: change.to, by: manager, at });
      // withFields leaves the assignee to the caller (it does not know the name, which the model does not predict).
      room.board = { ...withFields(board, set, null), assignedTo: assignedTo ?? null };
      break;
    }
    case 'note':
      break;
  }
  bump(room, manager);
  return true;
}

/** What the model predicts of a manager's change (see managerChange). */
export function predicted(board: BoardRoom) {
  return { status: board.status, assignedTo: board.assignedTo, timer: board.timer, deferral: board.deferral, version: board.version };
}

/** The manager's answer, once checked against the prediction, is the row from then on. */
export function settle(room: ModelRoom, answer: BoardRoom): void {
  room.board = answer;
}
