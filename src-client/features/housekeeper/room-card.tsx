import { lazy, Suspense, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { canDefer, statusMenu } from '../../../src-shared/room-status';
import { Card } from '../../components/ui/card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RoomStatusBadge } from '../../components/rooms/room-status-badge';
import { NotesButton } from '../../components/rooms/notes-button';
import { OccupancyBadge } from '../../components/rooms/occupancy-badge';
import type { HousekeeperStatus } from './use-room-actions';
import { useConfirmedStatus } from '../room-status/use-confirmed-status';
import { LifecycleBadges } from '../../components/lifecycle/lifecycle-badges';
import { RoomWorkControls } from './room-work-controls';
import { RoomWho } from './room-who';
import { useRoomWork } from './use-room-work';
import { DEFERRAL_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { loadCatalogArea } from '../../lib/i18n';
import type { GuestRequest } from '../../../src-shared/guest-requests.schemas';
import { LazyGuestRequestTasks as GuestRequestTasks } from '../guest-requests/phone/lazy-guest-request-tasks';

// Opened by More: its code stays off the phone's first download (DESIGN §9 budget).
const RoomMoreActions = lazy(() => import('./room-more-actions').then((m) => ({ default: m.RoomMoreActions })));
// 'Report a problem' (DESIGN §18): the dialog, the photo resize and the report's sending load on the first tap.
const ReportProblemDialog = lazy(() =>
  Promise.all([import('../maintenance/report-problem-dialog'), loadCatalogArea('maintenance')]).then(([m]) => ({ default: m.ReportProblemDialog })),
);
// 'Occupancy check' (DESIGN §17): the one-tap sheet, its sending and its texts (the desk's words for a finding) load on the first tap.
const FindingSheet = lazy(() =>
  Promise.all([import('../discrepancies/phone/finding-sheet'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.FindingSheet })),
);

export interface RoomCardProps {
  room: BoardRoom;
  userId: string;
  unread: number;
  /** The room's newest note the viewer has not read: shown on the card (issue 18). */
  note?: RoomNote;
  /** Who cleaned a room that is done: null for the viewer, undefined when not known. */
  cleanerName?: string | null;
  /** A request for this room is running. */
  busy: boolean;
  /** A change to this room waits in the offline queue. */
  pending: boolean;
  /** Desktop shows the actions only while the room is assigned; mobile always shows them (spec §2). */
  actions: 'when-assigned' | 'always';
  /** `notes`: the Out of Service reason, asked for before this is called. */
  onSetStatus(room: BoardRoom, status: HousekeeperStatus, notes?: string): void;
  onNotes(room: BoardRoom): void;
  /** The viewer's open guest requests for this room (issue 21), done in one tap. */
  guest?: { requests: readonly GuestRequest[]; busy: string | null; onDone(request: GuestRequest): void };
}

/**
 * One room, compact enough for three on a phone's screen (issue 18): number, floor, status,
 * marks, the newest unread note, Mark Clean on its own row, then the clock, Notes and 'More'
 * (Do not disturb, other reasons, Out of Service), as the shared rule allows.
 */
export function RoomCard({ room, userId, unread, note, cleanerName, busy, pending, actions, onSetStatus, onNotes, guest }: RoomCardProps) {
  const { t, i18n } = useLingui();
  const moreId = useId();
  const work = useRoomWork(userId);
  const [more, setMore] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const assignedToMe = room.assignedTo === userId;
  const allowed = statusMenu('housekeeper', room.status, { assignedToViewer: assignedToMe });
  const showActions = actions === 'always' || room.status === 'assigned';
  const headingId = `room-${room.roomId}`;
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const { choose, dialog } = useConfirmedStatus((r: BoardRoom, status, notes) => onSetStatus(r, status as HousekeeperStatus, notes));
  const author = note?.authorName;

  return (
    <article aria-labelledby={headingId} className="h-full [contain-intrinsic-size:auto_11rem] [content-visibility:auto]">
      <Card className="flex h-full flex-col gap-2 p-3">
        <div className="flex items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            <Trans>Room {room.roomNumber}</Trans>
          </h3>
          <span className="me-auto text-sm text-muted-foreground">
            {room.floor === null ? <Trans>No floor</Trans> : <Trans>Floor {room.floor}</Trans>}
          </span>
          <RoomStatusBadge status={room.status} />
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm empty:hidden">
          {room.hasLateCheckout && (
            <Badge tone="late">
              <Trans>Late checkout</Trans>
            </Badge>
          )}
          {pending && (
            <Badge tone="neutral">
              <Trans>Waiting to sync</Trans>
            </Badge>
          )}
          <OccupancyBadge room={room} />
          <LifecycleBadges room={room} />
          <RoomWho room={room} viewerHasIt={assignedToMe} cleanerName={cleanerName} />
        </div>
        {note && unread > 0 && (
          <p data-unread-note className="line-clamp-2 break-words rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            <span className="font-semibold">{author ? <Trans>New note from {author}:</Trans> : <Trans>New note:</Trans>}</span> {note.content}
          </p>
        )}
        {guest && <GuestRequestTasks requests={guest.requests} busy={guest.busy} onDone={guest.onDone} />}
        {/* Mark Clean alone on its row, full width; Out of Service apart, behind More, so one is never hit for the other (issue 13). */}
        {showActions && (
          <Button className="w-full" disabled={busy || !allowed.includes('clean')} onClick={() => choose(room, 'clean')}>
            <Trans>Mark Clean</Trans>
            {forRoom}
          </Button>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {showActions && <RoomWorkControls room={room} userId={userId} />}
          <NotesButton roomNumber={room.roomNumber} unread={unread} onClick={() => onNotes(room)} />
          <Button size="sm" variant="outline" onClick={() => setReporting(true)}>
            <Trans>Report a problem</Trans>
            {forRoom}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setChecking(true)}>
            <Trans>Occupancy check</Trans>
            {forRoom}
          </Button>
          {showActions && (
            <Button size="sm" variant="outline" className="ms-auto" aria-expanded={more} aria-controls={moreId} onClick={() => setMore((open) => !open)}>
              <Trans>More</Trans>
              {forRoom}
            </Button>
          )}
        </div>
        {showActions && more && (
          <div id={moreId}>
            <Suspense fallback={null}>
              <RoomMoreActions
                room={room}
                deferrable={!room.deferral && canDefer('housekeeper', room, assignedToMe)}
                busy={work.busy}
                labels={{ dnd: i18n._(DEFERRAL_LABELS.dnd), refused: i18n._(DEFERRAL_LABELS.refused), guest_in_room: i18n._(DEFERRAL_LABELS.guest_in_room) }}
                onDefer={(reason, retryAt) => void work.act(room, { kind: 'defer', reason, ...(retryAt ? { retryAt } : {}) })}
                canTakeOut={!busy && allowed.includes('out_of_service')}
                onOutOfService={() => choose(room, 'out_of_service')}
              />
            </Suspense>
          </div>
        )}
        {dialog}
        {reporting && (
          <Suspense fallback={null}>
            <ReportProblemDialog room={room} userId={userId} onClose={() => setReporting(false)} />
          </Suspense>
        )}
        {checking && (
          <Suspense fallback={null}>
            <FindingSheet room={room} userId={userId} onClose={() => setChecking(false)} />
          </Suspense>
        )}
      </Card>
    </article>
  );
}
