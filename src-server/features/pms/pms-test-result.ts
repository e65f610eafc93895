import crypto from 'node:crypto';
import type { ErrorReason, ReasonValues } from '../../../src-shared/error-reasons';
import type { PushOutcome } from './pms-connector';

/** The reasons 'Test connection' answers with (error-reasons.ts): the client words them in the reader's language. */
export type PmsTestReason = Extract<ErrorReason, `PMS_TEST_${string}`>;

/** What a connector's test found, as a reason and its values. */
export interface PmsTestOutcome {
  ok: boolean;
  reason: PmsTestReason;
  values: ReasonValues;
}

/**
 * The second half of every connector's test (DESIGN §19): one room's condition, as the PMS
 * just answered it, is sent back by the connector's own push, a write that changes nothing,
 * so credentials that may read but not write show here rather than at the first real push.
 */
export async function writeBackTest(
  rooms: number,
  sample: { roomNumber: string; condition: string } | undefined,
  push: (room: { roomNumber: string }, condition: string, key: string) => Promise<PushOutcome>,
): Promise<PmsTestOutcome> {
  const read = { rooms: String(rooms) };
  if (!sample) return { ok: true, reason: 'PMS_TEST_NOTHING_TO_WRITE', values: read };
  const values = { ...read, room: sample.roomNumber, condition: sample.condition };
  const wrote = await push({ roomNumber: sample.roomNumber }, sample.condition, crypto.randomUUID());
  if (wrote.ok) return { ok: true, reason: 'PMS_TEST_WROTE_BACK', values };
  return { ok: false, reason: 'PMS_TEST_WRITE_REFUSED', values: { ...values, status: String(wrote.status ?? '-'), answer: wrote.answer } };
}
