import type { HotelStreamEvent } from '../../src-shared/hotel-events';
import { expect } from 'vitest';
import { takeSseFrames } from './sse-frames';

export interface SseEvent {
  event: string;
  data: unknown;
  /** The SSE id line: for tracked tRPC events, the hotel's change sequence value. */
  id?: string;
}

/** A live `events.hotel` subscription over real HTTP SSE, as the browser's EventSource reads it. */
export class Subscription {
  readonly events: SseEvent[] = [];
  ended = false;
  /** Why the stream broke off, when it did not end cleanly and was not closed by the test. */
  failure: unknown = null;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];

  static async open(baseUrl: string, hotelId: string, cookie?: string, lastEventId?: string) {
    const sub = new Subscription();
    const input = encodeURIComponent(JSON.stringify({ hotelId, ...(lastEventId ? { lastEventId } : {}) }));
    const res = await fetch(`${baseUrl}/trpc/events.hotel?input=${input}`, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      signal: sub.abort.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    void sub.read(res.body!.getReader());
    await sub.next((e) => e.event === 'connected');
    // The server registers its listener right after 'connected'; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return sub;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const { frames, rest } = takeSseFrames(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const { event, data, id } of frames) {
          this.events.push({ event, data: data ? JSON.parse(data) : null, ...(id !== undefined ? { id } : {}) });
        }
        this.wake();
      }
    } catch (error) {
      if (!this.abort.signal.aborted) this.failure = error;
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** The first event matching, waiting at most `ms`. */
  async next(match: (e: SseEvent) => boolean, ms = 2000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the event; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  dataEvents() {
    return this.events.filter((e) => e.event === 'message').map((e) => e.data as HotelStreamEvent);
  }

  close() {
    this.abort.abort();
  }
}

/** Starts a real HTTP listener on a free port and answers its base URL. */
export async function listenOn(app: { listen(opts: { port: number; host: string }): Promise<string> }): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

/** Whether a stream event carries the room's board row (a 'rooms' change of DESIGN §11). */
export function touchesRoom(event: SseEvent, roomId: string): boolean {
  const data = event.data as { kind?: string; rooms?: { roomId: string }[] } | null;
  return data?.kind === 'rooms' && (data.rooms ?? []).some((r) => r.roomId === roomId);
}
