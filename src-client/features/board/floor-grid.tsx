import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { BADGE_TONES } from '../../components/ui/badge';
import { STATUS_TONES } from '../../components/rooms/room-status-badge';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { groupByFloor, marksOf, type FloorGroup, type GridRoom } from './board-model';
import { MarkLegend, MarkSymbols, useMarkNames } from './room-marks';

/** Floors mounted at once; the rest mount as they scroll near (a 7,500-room hotel has 75 floors). */
const FIRST_FLOORS = 1;
const TILE_PX = 48;

interface FloorGridProps {
  rooms: readonly GridRoom[];
  unread: Record<string, number>;
  selectedRoomId: string | null;
  onSelect(room: GridRoom): void;
}

/**
 * A tile per room, floor by floor, coloured by status with marks for rush, late checkout,
 * service deferred, in progress and unread notes. Scrolls inside its own box, and a floor's
 * tiles are only made once it comes near the view, so any hotel size draws at once.
 */
export const FloorGrid = memo(function FloorGrid({ rooms, unread, selectedRoomId, onSelect }: FloorGridProps) {
  const floors = useMemo(() => groupByFloor(rooms), [rooms]);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const afterId = useId();
  return (
    <div className="space-y-2">
      {/* A keyboard user need not tab through every tile to reach what follows. */}
      <a href={`#${afterId}`} className="sr-only focus:not-sr-only focus:inline-block focus:underline">
        <Trans>Skip the room grid</Trans>
      </a>
      <div
        ref={setScroller}
        data-floor-grid
        className="max-h-[28rem] space-y-3 overflow-y-auto overscroll-contain pr-1 md:max-h-[34rem]"
      >
        {floors.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            <Trans>No rooms match these filters</Trans>
          </p>
        ) : (
          floors.map((group, i) => (
            <FloorBlock
              key={group.floor ?? 'none'}
              group={group}
              root={scroller}
              eager={i < FIRST_FLOORS}
              unread={unread}
              selectedRoomId={selectedRoomId}
              onSelect={onSelect}
            />
          ))
        )}
      </div>
      <MarkLegend />
      <span id={afterId} tabIndex={-1} />
    </div>
  );
});

interface FloorBlockProps extends Omit<FloorGridProps, 'rooms'> {
  group: FloorGroup<GridRoom>;
  root: HTMLElement | null;
  eager: boolean;
}

const FloorBlock = memo(function FloorBlock({ group, root, eager, unread, selectedRoomId, onSelect }: FloorBlockProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(false);
  // A floor that a filter brings to the top draws at once, not a frame later.
  const near = eager || seen;
  useEffect(() => {
    const el = ref.current;
    if (near || !el || !root) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      root,
      rootMargin: '400px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, root]);
  const floor = group.floor;
  const count = group.rooms.length;
  return (
    <section ref={ref} aria-labelledby={headingId} data-floor={floor ?? 'none'}>
      <h4 id={headingId} className="mb-1 text-sm font-semibold">
        {floor === null ? <Trans>No floor</Trans> : <Trans>Floor {floor}</Trans>}{' '}
        <span className="font-normal text-muted-foreground">({count})</span>
      </h4>
      {near ? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] gap-1">
          {group.rooms.map((room) => (
            <Tile
              key={room.roomId}
              room={room}
              unread={unread[room.roomId] ?? 0}
              selected={room.roomId === selectedRoomId}
              onSelect={onSelect}
            />
          ))}
        </div>
      ) : (
        // Roughly the height the tiles will take, so the scroll bar is right before they come.
        <div aria-hidden="true" style={{ height: Math.ceil(count / 10) * TILE_PX }} />
      )}
    </section>
  );
});

interface TileProps {
  room: GridRoom;
  unread: number;
  selected: boolean;
  onSelect(room: GridRoom): void;
}

/** One room. Memoized: a live change redraws only the tiles whose rows changed. */
const Tile = memo(function Tile({ room, unread, selected, onSelect }: TileProps) {
  const { t, i18n } = useLingui();
  const markNames = useMarkNames();
  const marks = marksOf(room, unread);
  const roomNumber = room.roomNumber;
  const status = i18n._(STATUS_LABELS[room.status]);
  const extra = markNames(marks);
  const name = extra ? t`Room ${roomNumber}, ${status}, ${extra}` : t`Room ${roomNumber}, ${status}`;
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={selected}
      data-room={roomNumber}
      data-status={room.status}
      onClick={() => onSelect(room)}
      className={cn(
        'flex h-11 min-w-11 flex-col items-center justify-center rounded-md px-0.5 text-xs font-semibold tabular-nums',
        BADGE_TONES[STATUS_TONES[room.status] ?? 'neutral'],
        room.status === 'out_of_service' && 'border border-border',
        marks.late && 'ring-2 ring-violet-700 ring-offset-1 ring-offset-card',
        selected && 'outline-3 outline-offset-2 outline-primary',
      )}
    >
      <span className="leading-tight">{roomNumber}</span>
      <MarkSymbols marks={marks} />
    </button>
  );
});
