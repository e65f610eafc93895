import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { noteText } from '../../components/rooms/system-note-text';
import { Badge } from '../../components/ui/badge';
import { RoomSearchField } from '../../components/rooms/room-search-field';
import { RoomStatusBadge } from '../../components/rooms/room-status-badge';
import { isReadyForGuest } from '../../../src-shared/room-work-state';
import { roomSearchTerm } from '../../../src-shared/room-search';
import { marksOf, type GridRoom } from './board-model';
import { MARKS } from './room-marks';

interface RoomSearchProps {
  query: string;
  onQueryChange(query: string): void;
  results: readonly GridRoom[];
  unread: Record<string, number>;
  renderActions(room: GridRoom): ReactNode;
}

/** 'Is 305 ready?' in one search: the room's status, who has it, its marks and its actions. */
export function RoomSearch({ query, onQueryChange, results, unread, renderActions }: RoomSearchProps) {
  const { t } = useLingui();
  const searching = roomSearchTerm(query) !== '';
  return (
    <div className="space-y-2">
      <RoomSearchField value={query} onChange={onQueryChange} />
      <div aria-live="polite">
        {searching &&
          (results.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No room matches “{query}”</Trans>
            </p>
          ) : (
            <ul aria-label={t`Search results`} className="grid gap-2 sm:grid-cols-2">
              {results.map((room) => (
                <RoomResult key={room.roomId} room={room} unread={unread[room.roomId] ?? 0} actions={renderActions(room)} />
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

function RoomResult({ room, unread, actions }: { room: GridRoom; unread: number; actions: ReactNode }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const roomNumber = room.roomNumber;
  const assignee = room.assignedToName;
  const marks = marksOf(room, unread);
  const shown = MARKS.filter((m) => marks[m.key] && m.key !== 'late' && m.key !== 'unread');
  return (
    <li
      aria-labelledby={titleId}
      data-search-result={roomNumber}
      className="space-y-2 rounded-lg border border-border bg-card p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={titleId} className="me-auto text-base font-semibold">
          <Trans>Room {roomNumber}</Trans>
        </h4>
        <RoomStatusBadge status={room.status} />
        {room.hasLateCheckout && (
          <Badge tone="late">
            <Trans>Late checkout</Trans>
          </Badge>
        )}
        {shown.map((m) => (
          <Badge key={m.key} tone="neutral">
            {i18n._(m.label)}
          </Badge>
        ))}
      </div>
      <p className="text-sm font-medium">{isReadyForGuest(room) ? <Trans>Ready for a guest</Trans> : <Trans>Not ready yet</Trans>}</p>
      {room.status === 'assigned' && assignee && (
        <p className="text-sm text-muted-foreground">
          <Trans>Assigned to {assignee}</Trans>
        </p>
      )}
      {room.notes && <p className="line-clamp-2 break-words text-sm">{noteText(room)}</p>}
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </li>
  );
}
