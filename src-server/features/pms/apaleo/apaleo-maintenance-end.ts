import type { PushOutcome } from '../pms-connector';
import { attempt, outcomeOf, networkFailure, readJson, type HttpAnswer } from '../pms-http';
import { zonedIso } from '../pms-out-of-order';

type Call = (path: string, init?: RequestInit) => Promise<HttpAnswer>;

/**
 * Ends a maintenance as Apaleo allows (contract/apaleo-operations-v1.json): deleted, and when
 * Apaleo refuses that (422: "it is not possible to delete maintenances that started yesterday
 * or earlier") read, and ended by replacing its `to` with now (PATCH, JSON Patch), which Apaleo
 * allows while it is "still ongoing today"; one whose `to` has passed has ended already (so a
 * retry after a lost PATCH answer finds its work done).
 */
export async function endMaintenance(call: Call, ref: string, timezone: string): Promise<PushOutcome> {
  const path = `/operations/v1/maintenances/${encodeURIComponent(ref)}`;
  const deleted = await attempt(() => call(path, { method: 'DELETE' }));
  // Apaleo publishes 422 for a broken business rule; a 400 or 409 for the same refusal is met the same way.
  if (deleted.ok || deleted.retry || ![400, 409, 422].includes(deleted.status ?? 0)) return deleted;
  let held: { to?: string };
  try {
    const read = await call(path);
    if (read.status < 200 || read.status >= 300) return outcomeOf(read);
    held = await readJson<{ to?: string }>(read, 'Apaleo maintenance');
  } catch (error) {
    return networkFailure(error);
  }
  const now = new Date();
  if (held.to && Date.parse(held.to) <= now.getTime()) return { ok: true, status: 200, answer: `Already ended: it ran until ${held.to}` };
  const patch = [{ op: 'replace', path: '/to', value: zonedIso(now, timezone) }];
  return attempt(() => call(path, { method: 'PATCH', body: JSON.stringify(patch) }));
}
