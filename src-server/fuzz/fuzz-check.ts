import fc from 'fast-check';
import { expectNoSecrets } from '../test/http-checks';
import type { LightMyRequestResponse } from 'fastify';
import { isRecordOfRefusal } from './db-change-log';
import type { ActorName, FuzzWorld } from './fuzz-world';
import type { HangWatchdog } from './hang-watchdog';
import { RawJson, RawText, toJsonText } from './hostile-values';

/** A fixed seed by default, so CI is repeatable; FUZZ_SEED / FUZZ_RUNS for longer hunts locally. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** FUZZ_ONLY=regex narrows a local hunt to the targets it matches ("roomStatuses", "POST /api/rooms"). */
export const isFuzzed = (target: string) => !process.env.FUZZ_ONLY || new RegExp(process.env.FUZZ_ONLY).test(target);

/**
 * fast-check settings for one target. By default at most `ciRuns` cases within `ciMs`, so
 * the suite fits its CI budget on a slow machine (the cases come in the same order from the
 * seed; a slower machine runs fewer of them). FUZZ_RUNS sets an exact count with no time limit.
 */
export function fuzzParameters(ciRuns: number, ciMs: number): fc.Parameters<unknown> {
  const runs = process.env.FUZZ_RUNS;
  if (runs) return { seed: FUZZ_SEED, numRuns: Number(runs) };
  return { seed: FUZZ_SEED, numRuns: ciRuns, interruptAfterTimeLimit: ciMs, markInterruptAsFailure: false };
}
/** DESIGN §16 allows a second of CPU; twice that leaves room for a busy CI machine. */
export const REQUEST_MS = 2000;
/** Past this the event loop itself is blocked: the watchdog kills the run (see hang-watchdog.ts). */
export const BLOCKED_MS = REQUEST_MS + 8000;

export interface FuzzCase {
  /** A procedure path or "METHOD /url". */
  target: string;
  actor: ActorName;
  input: unknown;
}

/** Long strings and arrays shortened, so a counterexample with 100,000 characters still reads. */
export function summarise(value: unknown, depth = 0): string {
  if (depth > 6) return '…';
  if (value instanceof RawJson) return value.text.length > 120 ? `${value.text.slice(0, 40)}…(${value.text.length} chars of JSON)` : value.text;
  if (value instanceof RawText) return `raw ${summarise(value.text)}`;
  if (typeof value === 'string') return value.length > 120 ? `${JSON.stringify(value.slice(0, 60))}…(${value.length} chars)` : JSON.stringify(value);
  if (Array.isArray(value)) {
    const shown = value.slice(0, 8).map((v) => summarise(v, depth + 1));
    return `[${shown.join(', ')}${value.length > 8 ? `, …(${value.length} items)` : ''}]`;
  }
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${summarise(v, depth + 1)}`).join(', ')}}`;
  }
  return toJsonText(value) ?? 'undefined';
}

/** Makes fast-check print a case as "target as actor: input" (shortened). */
export function printable<T extends FuzzCase>(c: T): T {
  return Object.assign(c, { [fc.toStringMethod]: () => `${c.target} as ${c.actor}: ${summarise(c.input)}` });
}

const LATE = Symbol('late');

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function resetIfChanged(world: FuzzWorld, changed: string[]) {
  if (changed.some((name) => !isRecordOfRefusal(name))) await world.reset();
  else if (changed.length > 0) await world.resetRefusalRecords();
}

export type Envelope = 'rest' | 'trpc';

/** What the checks read of an answer; a live stream is cut after its first event. */
export type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'json'>;

/** DESIGN §5: REST answers {error, code}; tRPC its own envelope with the same body in error.data. */
function errorShapeProblem(res: Answer, envelope: Envelope): string | null {
  if (!/^application\/json/.test(String(res.headers['content-type']))) return `content-type ${res.headers['content-type']}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'the body is not JSON';
  }
  type Shape = { error?: unknown; code?: unknown };
  const isShaped = (b: Shape | undefined) => typeof b?.error === 'string' && b.error !== '' && typeof b.code === 'string';
  const b = body as Shape;
  // On /trpc too, a framework error (body too large, bad JSON) answers the plain body (DESIGN §16).
  if (isShaped(b) || (envelope === 'trpc' && isShaped((b.error as { data?: Shape } | undefined)?.data))) return null;
  return `no ${envelope === 'rest' ? '{error, code}' : 'error.data {error, code}'} in the error body`;
}

/**
 * Sends one request and checks what DESIGN §5 and §16 promise for any input: an answer
 * within the time bound, never 5xx, errors in the one shape, no secrets, and a refused
 * request (or any read) leaves every table as it was. Throws a message naming what broke;
 * fast-check then shrinks the case and prints it with the seed.
 */
export async function expectSafeAnswer(world: FuzzWorld, watchdog: HangWatchdog, c: FuzzCase, envelope: Envelope, isRead: boolean, send: () => Promise<Answer>) {
  await world.changes();
  watchdog.start(`${c.target} as ${c.actor} (FUZZ_SEED=${FUZZ_SEED}): ${summarise(c.input)}`, toJsonText(c.input) ?? '');
  let res: Answer | typeof LATE;
  try {
    const first = send();
    res = await withinTime(first, REQUEST_MS);
    if (res === LATE) {
      // Once more from the same world: a shared CI machine can stall one request, a slow input stalls both.
      if ((await withinTime(first, REQUEST_MS * 2)) === LATE) throw new Error(`no answer within ${REQUEST_MS * 3} ms`);
      await resetIfChanged(world, await world.changes());
      res = await withinTime(send(), REQUEST_MS);
    }
  } finally {
    watchdog.stop();
  }
  if (res === LATE) throw new Error(`no answer within ${REQUEST_MS} ms, twice`);
  const changed = await world.changes();
  await resetIfChanged(world, changed);
  const status = res.statusCode;
  // A stream answers 200 first and can carry the failure as an event.
  if (status >= 500 || res.body.includes('"INTERNAL_SERVER_ERROR"')) throw new Error(`answered ${status}: ${res.body.slice(0, 300)}`);
  expectNoSecrets(res as LightMyRequestResponse);
  if (status >= 300) {
    const problem = errorShapeProblem(res, envelope);
    if (problem) throw new Error(`answered ${status} with ${problem}: ${res.body.slice(0, 300)}`);
  }
  let changedData = changed.filter((name) => !isRecordOfRefusal(name));
  if ((status >= 400 || isRead) && changedData.length > 0) {
    // Confirmed once more from the reset world before failing: on PostgreSQL's pool a write the
    // app finishes after answering an earlier request can land in this request's window.
    await world.changes();
    const again = await send();
    changedData = (await world.changes()).filter((name) => !isRecordOfRefusal(name));
    await world.reset();
    if (again.statusCode === status && changedData.length > 0) {
      throw new Error(`${isRead ? 'a read' : 'refused'} with ${status} yet changed ${changedData.join(', ')}: ${res.body.slice(0, 300)}`);
    }
  }
}

/** The cases a target gets even when its time cap ran out before the first. */
const MIN_RUNS = 3;

/** Cases run per suite, printed at the end so the CI log shows how much was covered. */
export class Tally {
  private runs = 0;
  private targets = 0;
  constructor(private readonly name: string) {}

  /** fc.assert, counting the cases; a failure reports the shrunk case with its seed and path. */
  async check<T>(property: fc.IAsyncProperty<T>, parameters: fc.Parameters<T>) {
    let details = await fc.check(property, parameters);
    // A busy machine can spend the whole time cap on the first case (argon2 in a PIN check):
    // a target is never passed untested, so it gets a few cases with no cap.
    if (details.interrupted && details.numRuns === 0) {
      details = await fc.check(property, { ...parameters, numRuns: MIN_RUNS, interruptAfterTimeLimit: undefined });
    }
    this.runs += details.numRuns;
    this.targets += 1;
    if (details.failed) {
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(`${fc.defaultReportMessage(details)}\nWhat broke: ${cause}`);
    }
  }

  print() {
    console.info(`[fuzz] ${this.name}: ${this.runs} cases over ${this.targets} targets (FUZZ_SEED=${FUZZ_SEED})`);
  }
}
