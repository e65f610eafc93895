/** One server-sent event as the browser's EventSource reads it. */
export interface SseFrame {
  event: string;
  /** The data lines joined, still text ('' when there were none). */
  data: string;
  id?: string;
}

/**
 * Cuts the complete events (blank-line separated) off the front of what a stream has sent
 * so far, and returns them with the unfinished rest. Shared by the tests' SSE client and the
 * benchmark's screens; it imports no test runner.
 */
export function takeSseFrames(buffer: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  let rest = buffer;
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
    const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
    const id = /^id: ?(.*)$/m.exec(block)?.[1];
    frames.push({ event, data, ...(id !== undefined ? { id } : {}) });
  }
  return { frames, rest };
}
