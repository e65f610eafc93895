import { useEffect, useRef, useState } from 'react';

/** Rows rendered before the first measurement: a screenful on any phone or desktop. */
const INITIAL_ROWS = 30;
/**
 * Lists up to this long render whole (find-in-page and printing see every row); only
 * longer ones are windowed.
 */
const WINDOW_FROM = 150;

export interface WindowedRows<E extends HTMLElement> {
  /** Put on the element holding the rows (a table's <tbody>). */
  ref: React.RefObject<E | null>;
  start: number;
  end: number;
  /** Height in px standing in for the rows above and below the window. */
  padTop: number;
  padBottom: number;
}

/**
 * Renders only the rows of a long list that are near the viewport (the page scrolls, or a
 * box marked data-scroll-box around the rows), so a 7,500-room hotel's tables stay light. Rows must share one height; it is
 * measured from a rendered row, with `estimate` used until then.
 */
export function useWindowedRows<E extends HTMLElement>(count: number, estimate: number, overscan = 10): WindowedRows<E> {
  const ref = useRef<E | null>(null);
  const [range, setRange] = useState({ start: 0, end: INITIAL_ROWS, rowHeight: estimate });

  const windowed = count > WINDOW_FROM;

  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const row = el.querySelector<HTMLElement>('[data-row]');
      const h = row && row.offsetHeight > 0 ? row.offsetHeight : estimate;
      const top = el.getBoundingClientRect().top;
      // Rows inside a scroll box: those in the box's view, wherever the box is on the page (a
      // box holds a few rows, so they are there when the page scrolls to it).
      const box = el.closest('[data-scroll-box]')?.getBoundingClientRect();
      const viewTop = box ? box.top : 0;
      const viewBottom = box ? box.bottom : window.innerHeight;
      const start = Math.max(0, Math.min(count, Math.floor((viewTop - top) / h) - overscan));
      const end = Math.max(start, Math.min(count, Math.ceil((viewBottom - top) / h) + overscan));
      setRange((prev) =>
        prev.start === start && prev.end === end && prev.rowHeight === h ? prev : { start, end, rowHeight: h },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    // Capture catches scrolling of any container; the observer catches content above growing or shrinking.
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [windowed, count, estimate, overscan]);

  if (!windowed) return { ref, start: 0, end: count, padTop: 0, padBottom: 0 };
  const start = Math.min(range.start, count);
  const end = Math.min(Math.max(range.end, start), count);
  return { ref, start, end, padTop: start * range.rowHeight, padBottom: (count - end) * range.rowHeight };
}
