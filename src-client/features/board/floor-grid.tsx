import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { inlineArrowKey } from '../../lib/logical-keys';
import { BADGE_TONES } from '../../components/ui/badge';
import { STATUS_TONES } from '../../components/rooms/room-status-badge';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { groupByFloor, marksOf, type FloorGroup, type GridRoom } from './board-model';
import { moveInGrid, type GridPosition } from './grid-keys';
import { MarkLegend, MarkSymbols, useMarkNames } from './room-marks';
import { occupancyCode } from '../../../src-shared/occupancy-code';
import { usePmsSyncFailure } from './pms-sync-failures';
import { CODE_LABELS } from '../../components/rooms/occupancy-labels';

/** Floors mounted at once; the rest mount as they scroll near (a 7,500-room hotel has 75 floors). */
const FIRST_FLOORS = 1;
const TILE_PX = 48;
/** The tiles' layout: as many 3rem columns as fit, so the keys read the column count from it. */
const TILE_COLUMNS = 'grid-cols-[repeat(auto-fill,minmax(3rem,1fr))]';

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
 *
 * A WAI-ARIA grid, one row per floor: the grid is one tab stop (roving tabindex) and the
 * arrow keys, Home and End move between tiles (grid-keys.ts), so a keyboard user need not
 * tab through hundreds of rooms; Enter or Space opens the tile.
 */
export const FloorGrid = memo(function FloorGrid({ rooms, unread, selectedRoomId, onSelect }: FloorGridProps) {
  const { t } = useLingui();
  const floors = useMemo(() => groupByFloor(rooms), [rooms]);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [active, setActive] = useState<GridPosition>({ floor: 0, index: 0 });
  // A key moved the focus: the new tile takes it once drawn (its floor may mount first).
  const focusPending = useRef(false);
  // A filter that shrinks the grid keeps the tab stop on a tile that exists.
  const floor = Math.min(active.floor, floors.length - 1);
  const current = floor < 0 ? null : { floor, index: Math.min(active.index, floors[floor]!.rooms.length - 1) };
  const activeRoomId = current ? floors[current.floor]!.rooms[current.index]!.roomId : null;
  const focusTile = useCallback(
    (floor: number, index: number) => setActive((prev) => (prev.floor === floor && prev.index === index ? prev : { floor, index })),
    [],
  );

  useEffect(() => {
    if (!focusPending.current || !activeRoomId || !scroller) return;
    focusPending.current = false;
    scroller.querySelector<HTMLElement>(`[data-room-id="${activeRoomId}"]`)?.focus();
  }, [activeRoomId, scroller]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tile = (event.target as HTMLElement).closest<HTMLElement>('[data-room-id]');
    if (!tile || !current) return;
    const row = tile.closest('[role="row"]');
    const columns = row ? getComputedStyle(row).gridTemplateColumns.split(' ').length : 1;
    const sizes = floors.map((g) => g.rooms.length);
    const next = moveInGrid(sizes, current, { key: inlineArrowKey(event.key, tile), ctrl: event.ctrlKey || event.metaKey, columns });
    if (!next && !['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) return;
    // At an edge the key does nothing, but the page does not scroll either.
    event.preventDefault();
    if (!next) return;
    focusPending.current = true;
    setActive(next);
  }

  return (
    <div className="space-y-2">
      <div
        ref={setScroller}
        data-floor-grid
        className="max-h-[28rem] overflow-y-auto overscroll-contain pe-1 md:max-h-[34rem]"
      >
        {floors.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            <Trans>No rooms match these filters</Trans>
          </p>
        ) : (
          <div role="grid" aria-label={t`Rooms by floor`} className="space-y-3" onKeyDown={onKeyDown}>
            {floors.map((group, i) => (
              <FloorRow
                key={group.floor ?? 'none'}
                group={group}
                floorIndex={i}
                root={scroller}
                eager={i < FIRST_FLOORS || i === current?.floor}
                unread={unread}
                selectedRoomId={selectedRoomId}
                tabStopRoomId={i === current?.floor ? activeRoomId : null}
                onFocusTile={focusTile}
                onSelect={onSelect}
              />
            ))}
          </div>
        )}
      </div>
      <MarkLegend />
    </div>
  );
});

interface FloorRowProps extends Omit<FloorGridProps, 'rooms'> {
  group: FloorGroup<GridRoom>;
  floorIndex: number;
  root: HTMLElement | null;
  eager: boolean;
  /** The one tile of the grid in the tab order, when it is on this floor. */
  tabStopRoomId: string | null;
  onFocusTile(floorIndex: number, index: number): void;
}

const FloorRow = memo(function FloorRow({ group, floorIndex, root, eager, unread, selectedRoomId, tabStopRoomId, onFocusTile, onSelect }: FloorRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusOnFloor = useCallback((index: number) => onFocusTile(floorIndex, index), [onFocusTile, floorIndex]);
  const [seen, setSeen] = useState(false);
  // A floor that a filter brings to the top, or the keys move to, draws at once, not a frame later.
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
    <div ref={ref} role="row" data-floor={floor ?? 'none'} className={cn('grid gap-1', TILE_COLUMNS)}>
      <div role="rowheader" className="col-span-full">
        <h4 className="mb-0.5 text-sm font-semibold">
          {floor === null ? <Trans>No floor</Trans> : <Trans>Floor {floor}</Trans>}{' '}
          <span className="font-normal text-muted-foreground">({count})</span>
        </h4>
      </div>
      {near ? (
        group.rooms.map((room, index) => (
          <div key={room.roomId} role="gridcell" className="grid">
            <Tile
              room={room}
              index={index}
              unread={unread[room.roomId] ?? 0}
              selected={room.roomId === selectedRoomId}
              tabStop={room.roomId === tabStopRoomId}
              onFocusTile={focusOnFloor}
              onSelect={onSelect}
            />
          </div>
        ))
      ) : (
        // Roughly the height the tiles will take, so the scroll bar is right before they come.
        <div aria-hidden="true" className="col-span-full" style={{ height: Math.ceil(count / 10) * TILE_PX }} />
      )}
    </div>
  );
});

interface TileProps {
  room: GridRoom;
  index: number;
  unread: number;
  selected: boolean;
  tabStop: boolean;
  onFocusTile(index: number): void;
  onSelect(room: GridRoom): void;
}

/** One room. Memoized: a live change redraws only the tiles whose rows changed. */
const Tile = memo(function Tile({ room, index, unread, selected, tabStop, onFocusTile, onSelect }: TileProps) {
  const { t, i18n } = useLingui();
  const markNames = useMarkNames();
  const marks = marksOf(room, unread);
  const roomNumber = room.roomNumber;
  const status = i18n._(STATUS_LABELS[room.status]);
  const code = occupancyCode(room);
  const syncFailed = usePmsSyncFailure(room.roomId) !== undefined;
  const extra = [code ? i18n._(CODE_LABELS[code]) : '', markNames(marks), syncFailed ? t`PMS sync failed` : ''].filter(Boolean).join(', ');
  const name = extra ? t`Room ${roomNumber}, ${status}, ${extra}` : t`Room ${roomNumber}, ${status}`;
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      data-room={roomNumber}
      data-room-id={room.roomId}
      data-status={room.status}
      data-occupancy={code ?? undefined}
      // A tile clicked or tapped becomes the grid's tab stop, so Tab returns to it.
      onFocus={() => onFocusTile(index)}
      onClick={() => onSelect(room)}
      className={cn(
        'relative flex h-11 min-w-11 flex-col items-center justify-center rounded-md px-0.5 text-xs font-semibold tabular-nums',
        BADGE_TONES[STATUS_TONES[room.status] ?? 'neutral'],
        room.status === 'out_of_service' && 'border border-border',
        marks.late && 'ring-2 ring-violet-700 ring-offset-1 ring-offset-card',
        selected && 'outline-3 outline-offset-2 outline-primary',
      )}
    >
      <span className="leading-tight">{roomNumber}</span>
      {/* Drawn from an attribute: the name says it in words ('Occupied dirty'), and label-in-name checks only text. */}
      {code && <span aria-hidden="true" data-code={code} className="font-mono text-[0.6rem] leading-none before:content-[attr(data-code)]" />}
      <MarkSymbols marks={marks} />
      {syncFailed && (
        <span aria-hidden="true" data-pms-sync-failed="" className="absolute -end-1 -top-1 rounded-full bg-destructive px-0.5 text-[0.6rem] leading-none text-destructive-foreground">
          ⚠
        </span>
      )}
    </button>
  );
});
