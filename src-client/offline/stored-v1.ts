import { kindNamed, type QueuedAction, type QueuedKind, type StoredV1Change } from './queued-action';

/**
 * A queue item as the app before the union stored it (one bag of optional fields per change,
 * its kind in `type`). A phone updated with changes still queued reads them back through
 * fromStoredV1, so each is sent once, as it would have been.
 */
export interface StoredV1Item {
  id: string;
  type: string;
  data: { statusId: string; updates: StoredV1Change };
  timestamp: number;
  retryCount: number;
}

export function isStoredV1(record: unknown): record is StoredV1Item {
  const data = (record as { data?: { updates?: unknown } } | null)?.data;
  return typeof data?.updates === 'object' && data.updates !== null && typeof (record as { type?: unknown }).type === 'string';
}

/**
 * The action an old item stands for: its kind keeps the old type's name, its payload is the
 * kind's own reading of the old fields (QueuedKindSpec.fromStoredV1). Null when no feature
 * registered that kind: the caller keeps the record as it is, untouched, for a later load.
 */
export function fromStoredV1(item: StoredV1Item): QueuedAction | null {
  const spec = kindNamed(item.type);
  if (!spec) return null;
  const { roomId, roomNumber, userId, changedAt } = item.data.updates;
  return {
    id: item.id,
    kind: item.type as QueuedKind,
    userId,
    roomId,
    roomNumber,
    changedAt,
    payload: spec.fromStoredV1(item.data.updates),
    timestamp: item.timestamp,
    retryCount: item.retryCount,
  } as QueuedAction;
}
