/**
 * One live screen for the benchmarks: a real `events.hotel` SSE stream, read the way the
 * client reads it (split into events, JSON-parsed, nothing refetched), counting the raw
 * bytes that came over the wire and when each room's new row first arrived.
 */
import { takeSseFrames } from '../src-server/test/sse-frames';

export class BenchScreen {
  /** Raw SSE bytes received since the last `resetBytes`. */
  bytes = 0;
  /** When (performance.now()) a room's row first arrived since the last `resetSeen`. */
  readonly seen = new Map<string, number>();
  failure: unknown = null;
  private readonly abort = new AbortController();

  static async open(origin: string, hotelId: string, cookie: string): Promise<BenchScreen> {
    const screen = new BenchScreen();
    const input = encodeURIComponent(JSON.stringify({ hotelId }));
    const res = await fetch(`${origin}/trpc/events.hotel?input=${input}`, {
      headers: { accept: 'text/event-stream', cookie },
      signal: screen.abort.signal,
    });
    if (!res.ok || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
      throw new Error(`live stream refused: ${res.status}`);
    }
    await new Promise<void>((resolve, reject) => {
      void screen.read(res.body!.getReader(), resolve).then(() => reject(new Error('live stream ended before connecting')));
    });
    return screen;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>, onConnected: () => void) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const at = performance.now();
        this.bytes += value.byteLength;
        const { frames, rest } = takeSseFrames(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const frame of frames) {
          if (frame.event === 'connected') onConnected();
          if (frame.data) this.apply(JSON.parse(frame.data) as { kind?: string; rooms?: { roomId: string }[] }, at);
        }
      }
    } catch (error) {
      if (!this.abort.signal.aborted) this.failure = error;
    }
  }

  /** What the client does with a room event: take each row (here, note when it came). */
  private apply(event: { kind?: string; rooms?: { roomId: string }[] }, at: number) {
    if (event.kind !== 'rooms') return;
    for (const room of event.rooms ?? []) if (!this.seen.has(room.roomId)) this.seen.set(room.roomId, at);
  }

  resetBytes() {
    this.bytes = 0;
  }

  close() {
    this.abort.abort();
  }
}
