import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_MAX_BYTES, networkFailure, outcomeOf, PmsAnswerTooLarge, pmsRequest, readJson } from './pms-http';

/** A vendor that answers with what `write` sends, on a random local port. */
async function vendor(write: (res: http.ServerResponse) => void) {
  const server = http.createServer((_req, res) => write(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

const units = (n: number) => ({ units: Array.from({ length: n }, (_, i) => ({ id: `MUC-${i}`, name: String(1000 + i) })), count: n });

describe('A vendor answer', () => {
  it('is read whole, so a property of 1,200 units parses', async () => {
    const url = await vendor((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(units(1200)));
    });
    const body = await readJson<{ units: unknown[]; count: number }>(await pmsRequest(url, {}), 'Units');
    expect(body.units).toHaveLength(1200);
  });

  it('streamed past the cap without a length is refused unread, and not retried', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const url = await vendor((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // 51 MB in 1 MB chunks, no content-length: only counting as it streams can tell.
      let sent = 0;
      const more = () => {
        while (sent < 51) {
          sent += 1;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    const error = await pmsRequest(url, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PmsAnswerTooLarge);
    expect((error as Error).message).toBe(`The PMS answered more than ${ANSWER_MAX_BYTES / 1024 / 1024} MB; the answer was refused unread`);
    expect(networkFailure(error)).toMatchObject({ ok: false, retry: false });
  });

  it('declaring a length over the cap is refused before it is read', async () => {
    const url = await vendor((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) });
      res.end(Buffer.alloc(2 * 1024 * 1024, 'x'));
    });
    await expect(pmsRequest(url, { maxAnswerBytes: 1024 * 1024 })).rejects.toBeInstanceOf(PmsAnswerTooLarge);
  });

  it('is kept in the log cut to its first 1,000 characters; a refusal’s words too', async () => {
    const long = JSON.stringify(units(200));
    const outcome = outcomeOf({ status: 422, text: long, retryAfterMs: null });
    expect(outcome.answer).toBe(`HTTP 422: ${long.slice(0, 1000)}…`);
    await expect(readJson({ status: 400, text: long, retryAfterMs: null }, 'Apaleo units')).rejects.toThrow(`Apaleo units: HTTP 400: ${long.slice(0, 1000)}…`);
  });
});
