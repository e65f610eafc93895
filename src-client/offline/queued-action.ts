import type { QueryClient } from '@tanstack/react-query';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { ServerRefusal } from '../lib/reasons';
import type { trpc } from '../lib/trpc';

export type Client = ReturnType<typeof trpc.useUtils>['client'];

/**
 * The kinds the device's queue holds, each with the payload it carries. Empty here: each
 * feature adds its own by declaration merging, next to its sender (see registerQueuedKind),
 * so the queue names no feature and a new kind touches no file of it:
 *
 *     declare module '../../offline/queued-action' {
 *       interface QueuedKinds { 'room-finding': { found: Finding } }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface QueuedKinds {}

export type QueuedKind = keyof QueuedKinds;

/** One queued action of kind K (spec §3): `id` goes to the server as its clientActionId (DESIGN §6). */
export interface QueuedItem<K extends QueuedKind> {
  id: string;
  kind: K;
  /** Whose it is: a queue never syncs under another user's session. */
  userId: string;
  /** The room it concerns: drawn on that card until it syncs, named in the failure list. */
  roomId: string;
  roomNumber: string;
  /** When it happened on the device (ISO): the server judges it by that time, not the sync's. */
  changedAt: string;
  payload: QueuedKinds[K];
  /** Queue order, strictly increasing. */
  timestamp: number;
  /** Tries that got no answer or a server failure (spec §4: dropped at OFFLINE_MAX_RETRIES). */
  retryCount: number;
}

/** The queue's item: a union discriminated by `kind`. */
export type QueuedAction = { [K in QueuedKind]: QueuedItem<K> }[QueuedKind];

/** An action as a feature hands it over; the queue stamps its order and its tries. */
export type QueuedDraft = QueuedAction extends infer A ? (A extends QueuedAction ? Omit<A, 'timestamp' | 'retryCount'> : never) : never;

export interface SendDeps {
  client: Client;
  queryClient: QueryClient;
}

/** A change as the app before the union stored it ('pending-updates' items, data.updates). */
export interface StoredV1Change {
  roomId: string;
  roomNumber: string;
  userId: string;
  changedAt: string;
  [field: string]: unknown;
}

/** What a feature tells the queue about its kind. */
export interface QueuedKindSpec<K extends QueuedKind> {
  /**
   * Sends it with `action.id` as clientActionId, live or from the queue (a resend is harmless),
   * and applies the answer to the caches. Throws the server's error for the queue to judge;
   * may import its heavy part on demand (the phone's first download has a budget, DESIGN §9).
   */
  send(deps: SendDeps, action: QueuedItem<K>): Promise<unknown>;
  /** The room as its card draws it until the action syncs; absent: the action changes no room. */
  showOnRoom?(room: BoardRoom, action: QueuedItem<K>): BoardRoom;
  /**
   * The failure list's words for a refused or dropped action; null (or absent): the reason's
   * own text. May load its texts on demand (a failure is rare; the first download has a budget).
   */
  failureText?(refusal: ServerRefusal | null, action: QueuedItem<K>): string | null | Promise<string | null>;
  /** Its payload from an item stored by the app before the union (a phone updated with changes still queued). */
  fromStoredV1(change: StoredV1Change): QueuedKinds[K];
}

const kinds = new Map<QueuedKind, QueuedKindSpec<QueuedKind>>();

/** One line per kind, in the feature that owns it: its payload's sender, its drawing, its texts. */
export function registerQueuedKind<K extends QueuedKind>(kind: K, spec: QueuedKindSpec<K>): void {
  kinds.set(kind, spec as unknown as QueuedKindSpec<QueuedKind>);
}

/** The spec of an action's kind; undefined when no feature registered it (the action is then kept, never dropped). */
export function kindOf<A extends QueuedAction>(action: A): QueuedKindSpec<A['kind']> | undefined {
  return kinds.get(action.kind) as QueuedKindSpec<A['kind']> | undefined;
}

/** By name, for items read back from the device. */
export function kindNamed(kind: string): QueuedKindSpec<QueuedKind> | undefined {
  return kinds.get(kind as QueuedKind);
}

/** A kind no feature registered: the action waits in the queue (a later load may know it). */
export class UnknownQueuedKind extends Error {}

/** Sends any queued action through its kind's sender. */
export function sendQueuedAction(deps: SendDeps, action: QueuedAction): Promise<unknown> {
  const spec = kinds.get(action.kind);
  if (!spec) return Promise.reject(new UnknownQueuedKind(`No sender for queued kind '${action.kind}'`));
  return spec.send(deps, action as QueuedItem<QueuedKind>);
}
