import http from 'node:http';

/** What a stand-in saw: every request, as the vendor would have received it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  raw: string;
  /** When it arrived (ms). */
  at: number;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StandIn {
  url: string;
  requests: SeenRequest[];
  /** The next requests whose path contains `pathPart` are answered these, in order, instead of the vendor's logic. */
  failNext(pathPart: string, ...answers: StandInAnswer[]): void;
  /** The next request whose path contains `pathPart` is carried out, but its answer is lost: a 502 goes back instead. */
  loseNextAnswer(pathPart: string): void;
  close(): Promise<void>;
}

/**
 * A vendor stand-in for tests (DESIGN §17): real HTTP on a random local port, answering
 * through the vendor's logic given (auth, shapes, pagination), with scripted failures
 * (4xx, 429 with Retry-After, 5xx) put in front of it.
 */
export async function startStandIn(handle: (req: SeenRequest) => StandInAnswer): Promise<StandIn> {
  const requests: SeenRequest[] = [];
  const faults: { pathPart: string; answer: StandInAnswer }[] = [];
  const lost: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      let body: unknown = raw;
      if ((req.headers['content-type'] ?? '').includes('json') && raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = undefined;
        }
      }
      const seen: SeenRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, raw, at: Date.now() };
      requests.push(seen);
      const fault = faults.findIndex((f) => seen.path.includes(f.pathPart));
      let answer: StandInAnswer;
      if (fault >= 0) answer = faults.splice(fault, 1)[0]!.answer;
      else {
        try {
          answer = handle(seen);
        } catch (error) {
          answer = { status: 500, body: { message: String(error) } };
        }
      }
      const lose = lost.findIndex((p) => seen.path.includes(p));
      if (fault < 0 && lose >= 0) {
        lost.splice(lose, 1);
        answer = { status: 502, body: { message: 'Bad gateway' } };
      }
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      res.writeHead(answer.status, { ...(text ? { 'content-type': 'application/json' } : {}), ...answer.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(pathPart, ...answers) {
      faults.push(...answers.map((answer) => ({ pathPart, answer })));
    },
    loseNextAnswer(pathPart) {
      lost.push(pathPart);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `Basic base64(id:secret)` as sent, or null. */
export function basicOf(headers: http.IncomingHttpHeaders): { id: string; secret: string } | null {
  const m = /^Basic (.+)$/.exec(headers.authorization ?? '');
  if (!m) return null;
  const [id, secret] = Buffer.from(m[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent);
  return id !== undefined && secret !== undefined ? { id, secret } : null;
}

/** A page of `items` by 1-based page number and size, as Apaleo pages. */
export function page<T>(items: T[], pageNumber: number, pageSize: number): T[] {
  return items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
}

/** A reservation as the tests describe it; each stand-in serves it in its vendor's shape. */
export interface StandInStay {
  roomNumber: string;
  arrival: string;
  departure: string;
  guests: number;
  checkedOut?: boolean;
  /** DESIGN §22: hotel-local 'HH:mm' (the stand-ins' hotels are on UTC) and the VIP level. */
  arrivalTime?: string;
  departureTime?: string;
  vip?: number;
}

/** An out of order as a stand-in holds it. */
export interface StandInBlock {
  id: string;
  roomNumber: string;
  from: string;
  until: string;
  reason: string;
}

/** What every vendor stand-in offers the shared connector tests. */
export interface VendorStandIn extends StandIn {
  vendor: 'apaleo' | 'mews' | 'opera';
  propertyId: string;
  credentials: Record<string, string>;
  /** The room's condition as the PMS holds it now. */
  conditionOf(roomNumber: string): string | undefined;
  /** Every condition change the PMS applied (a replay with a known idempotency key applies nothing). */
  applied: { roomNumber: string; condition: string }[];
  setStays(stays: StandInStay[]): void;
  /** The out of order the PMS holds now, in the vendor's own terms (dates as sent, its reason field). */
  blocks: StandInBlock[];
  /** A path part of the out-of-order requests, for scripted failures. */
  blockPath: string;
  /** A path part of the push request, for scripted failures. */
  pushPath: string;
  /** A webhook the vendor would send when a reservation changes. */
  webhookBody(): unknown;
}

/** Answers kept per idempotency key: a retried request gets the first answer and changes nothing. */
export function idempotency() {
  const seen = new Map<string, StandInAnswer>();
  return (key: string | string[] | undefined, apply: () => StandInAnswer): StandInAnswer => {
    const k = Array.isArray(key) ? key[0] : key;
    if (k && seen.has(k)) return seen.get(k)!;
    const answer = apply();
    if (k && answer.status < 300) seen.set(k, answer);
    return answer;
  };
}
