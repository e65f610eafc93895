import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { formatHotelDateTime } from '../../../src-shared/display-time';
import { Spinner } from '../ui/spinner';

interface NoteListProps {
  notes: RoomNote[] | undefined;
  loading: boolean;
  failed: boolean;
  timezone: string;
}

/** A room's notes, newest first: author, time in the hotel's zone and the app's language, content. */
export function NoteList({ notes, loading, failed, timezone }: NoteListProps) {
  const { t, i18n } = useLingui();
  if (loading) return <Spinner className="mx-auto block" />;
  if (failed) {
    return (
      <p className="text-sm text-destructive">
        <Trans>Failed to fetch notes</Trans>
      </p>
    );
  }
  if (!notes?.length) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No notes yet</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Notes`} className="max-h-72 space-y-2 overflow-y-auto pe-1">
      {notes.map((note) => (
        <li key={note.id} className="rounded-md border border-border p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-semibold">{note.authorName ?? t`Unknown`}</span>
            <time dateTime={note.createdAt} className="text-xs text-muted-foreground">
              {formatHotelDateTime(note.createdAt, timezone, i18n.locale)}
            </time>
          </div>
          <p className="mt-1 whitespace-pre-wrap break-words">{note.content}</p>
        </li>
      ))}
    </ul>
  );
}
