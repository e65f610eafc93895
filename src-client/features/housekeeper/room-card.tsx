import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { canDefer, statusMenu } from '../../../src-shared/room-status';
import { Card } from '../../components/ui/card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LazyMenuButton } from '../../components/ui/lazy-menu-button';
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
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import type { RoomMenuActions } from './room-actions-menu';
import { loadCatalogArea } from '../../lib/i18n';
import type { GuestRequest } from '../../../src-shared/guest-requests.schemas';
import { LazyGuestRequestTasks as GuestRequestTasks } from '../guest-requests/phone/lazy-guest-request-tasks';
import type { PriorityReason } from '../../../src-shared/room-priority';
import { MoveUpButton, PriorityReasonBadge } from './priority-reason';
import { useSelfCheckLists } from './self-check-lists';

const loadMenu = () => import('./room-actions-menu').then((m) => ({ default: m.RoomActionsMenu }));
// The menu (Radix) loads on the first tap of More, or when the pointer or focus comes near: the phone's first download has a budget (DESIGN §9).
const RoomActionsMenu = lazy(loadMenu);
// 'Report a problem' (DESIGN §18): the dialog, the photo resize and the report's sending load on the first tap.
const ReportProblemDialog = lazy(() =>
  Promise.all([import('../maintenance/report-problem-dialog'), loadCatalogArea('maintenance')]).then(([m]) => ({ default: m.ReportProblemDialog })),
);
// 'Occupancy check' (DESIGN §17): the one-tap sheet, its sending and its texts (the desk's words for a finding) load on the first tap.
const FindingSheet = lazy(() =>
  Promise.all([import('../discrepancies/phone/finding-sheet'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.FindingSheet })),
);
// The items a failed inspection named (DESIGN §20): only on a room sent back, so loaded then.
const FailedItems = lazy(() => import('./failed-items').then((m) => ({ default: m.FailedItems })));
const DeferDialog = lazy(() => import('./defer-dialog').then((m) => ({ default: m.DeferDialog })));
const FoundItemDialog = lazy(() => import('../lost-found/phone/found-item-dialog').then((m) => ({ default: m.FoundItemDialog })));
// Self-check before Mark Clean (DESIGN §20): the list, its sending and its texts load on the tap.
const SelfCheckDialog = lazy(() =>
  Promise.all([import('../lifecycle/self-check-dialog'), loadCatalogArea('desk')]).then(([m]) => ({ default: m.SelfCheckDialog })),
);

/** The dialogs the card's menu opens, one at a time. */
type CardDialog = 'report' | 'check' | 'defer' | 'found' | 'self-check' | null;

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
  /** On her own list (DESIGN §22): why the room comes where it does, in a word, and moving it up. */
  priority?: { reason: PriorityReason | null; onMoveUp?(): void };
}

/**
 * One room, compact enough for three on a phone's first screen in every language (issue 29):
 * number, floor, status and marks on one wrapping row, the newest unread note, Mark Clean on
 * its own row, then the clock, Notes and one menu (More) for everything else: 'Report a problem',
 * 'Occupancy check', deferring, Out of Service, a found item, as the shared rule allows.
 */
export function RoomCard({ room, userId, unread, note, cleanerName, busy, pending, actions, onSetStatus, onNotes, guest, priority }: RoomCardProps) {
  const { t, i18n } = useLingui();
  const work = useRoomWork(userId);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [open, setOpen] = useState<CardDialog>(null);
  const close = () => setOpen(null);
  const assignedToMe = room.assignedTo === userId;
  const allowed = statusMenu('housekeeper', room.status, { assignedToViewer: assignedToMe });
  const showActions = actions === 'always' || room.status === 'assigned';
  const headingId = `room-${room.roomId}`;
  const forRoom = <span className="sr-only">{t`, room ${room.roomNumber}`}</span>;
  const { choose, dialog } = useConfirmedStatus((r: BoardRoom, status, notes) => onSetStatus(r, status as HousekeeperStatus, notes));
  // With the hotel's self-check on, Mark Clean asks first (the dialog picks the room's list, or goes straight on).
  const selfCheck = useSelfCheckLists(room.hotelId).data;
  const markClean = () => (selfCheck?.checklists.length ? setOpen('self-check') : choose(room, 'clean'));
  const cleanAfterCheck = () => {
    setOpen(null);
    choose(room, 'clean');
  };
  const author = note?.authorName;
  const labels = { dnd: i18n._(DEFERRAL_LABELS.dnd), refused: i18n._(DEFERRAL_LABELS.refused), guest_in_room: i18n._(DEFERRAL_LABELS.guest_in_room) };
  const deferrable = showActions && !room.deferral && canDefer('housekeeper', room, assignedToMe);
  const defer = (reason: DeferralReason, retryAt?: string) => void work.act(room, { kind: 'defer', reason, ...(retryAt ? { retryAt } : {}) });
  const menuActions: RoomMenuActions = {
    onReport: () => setOpen('report'),
    onCheck: () => setOpen('check'),
    defer: deferrable ? { dndLabel: labels.dnd, busy: work.busy, onDnd: () => defer('dnd'), onOtherReason: () => setOpen('defer') } : undefined,
    canTakeOut: showActions && !busy && allowed.includes('out_of_service'),
    onOutOfService: () => choose(room, 'out_of_service'),
    onFoundItem: () => setOpen('found'),
  };
  const moreButton = (
    <LazyMenuButton preload={loadMenu} onOpen={() => setMenuLoaded(true)}>
      <Trans>More</Trans>
      {forRoom}
      <span aria-hidden="true">▾</span>
    </LazyMenuButton>
  );

  return (
    <article aria-labelledby={headingId} className="h-full [contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
      <Card className="flex h-full flex-col gap-1 p-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <h3 id={headingId} className="text-base font-semibold">
            <Trans>Room {room.roomNumber}</Trans>
          </h3>
          <span className="text-muted-foreground">{room.floor === null ? <Trans>No floor</Trans> : <Trans>Floor {room.floor}</Trans>}</span>
          <RoomStatusBadge status={room.status} />
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
          {priority?.reason && <PriorityReasonBadge reason={priority.reason} />}
        </div>
        {/* Sent back by the inspector (issue 29): why, until she cleans it again. */}
        {room.failedInspection && (
          <p data-failed-inspection className="line-clamp-2 break-words rounded-md bg-red-50 px-2 py-1 text-sm text-red-950 dark:bg-red-950 dark:text-red-50">
            <span className="font-semibold">
              <Trans>Failed inspection</Trans>
            </span>
            {room.failedInspection.reason && `: ${room.failedInspection.reason}`}
          </p>
        )}
        {(room.failedItems?.length ?? 0) > 0 && (
          <Suspense fallback={null}>
            <FailedItems room={room} />
          </Suspense>
        )}
        {note && unread > 0 && (
          <p data-unread-note className="line-clamp-2 break-words rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            <span className="font-semibold">{author ? <Trans>New note from {author}:</Trans> : <Trans>New note:</Trans>}</span> {note.content}
          </p>
        )}
        {guest && <GuestRequestTasks requests={guest.requests} busy={guest.busy} onDone={guest.onDone} />}
        {/* Mark Clean alone on its row, full width; Out of Service apart, in the menu, so one is never hit for the other (issue 13). */}
        {showActions && (
          <Button className="w-full" disabled={busy || !allowed.includes('clean')} onClick={markClean}>
            <Trans>Mark Clean</Trans>
            {forRoom}
          </Button>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {showActions && <RoomWorkControls room={room} userId={userId} />}
          <NotesButton roomNumber={room.roomNumber} unread={unread} onClick={() => onNotes(room)} />
          {priority?.onMoveUp && <MoveUpButton roomNumber={room.roomNumber} onMoveUp={priority.onMoveUp} />}
          <span className="ms-auto">
            {menuLoaded ? (
              <Suspense fallback={moreButton}>
                <RoomActionsMenu room={room} actions={menuActions} defaultOpen />
              </Suspense>
            ) : (
              moreButton
            )}
          </span>
        </div>
        {dialog}
        {open && (
          <Suspense fallback={null}>
            {open === 'report' && <ReportProblemDialog room={room} userId={userId} onClose={close} />}
            {open === 'check' && <FindingSheet room={room} userId={userId} onClose={close} />}
            {open === 'defer' && <DeferDialog roomNumber={room.roomNumber} labels={labels} onDefer={defer} onClose={close} />}
            {open === 'self-check' && selfCheck && <SelfCheckDialog room={room} userId={userId} checklists={selfCheck.checklists} onCancel={close} onDone={cleanAfterCheck} />}
            {open === 'found' && <FoundItemDialog hotelId={room.hotelId} roomId={room.roomId} roomNumber={room.roomNumber} onClose={close} />}
          </Suspense>
        )}
      </Card>
    </article>
  );
}
