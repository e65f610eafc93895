import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addNoteInput } from '../../../src-shared/room-notes.schemas';
import { NOTE_MAX_LENGTH } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { errorMessage, firstError, validate } from '../../lib/forms';
import { useHotelTimezone } from '../../lib/rooms';
import { Dialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { NoteList } from '../../components/rooms/note-list';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { useErrorToast } from '../../components/rooms/use-error-toast';

export interface NotesRoom {
  roomId: string;
  roomNumber: string;
}

interface RoomNotesDialogProps {
  hotelId: string;
  /** The room whose notes are open; null keeps the dialog closed. */
  room: NotesRoom | null;
  onClose(): void;
}

/** A room's notes: read them, add one, mark them all read (spec §2 "Room notes dialog"). */
export function RoomNotesDialog({ hotelId, room, onClose }: RoomNotesDialogProps) {
  const { t } = useLingui();
  const roomNumber = room?.roomNumber ?? '';
  return (
    <Dialog open={room !== null} onOpenChange={(open) => !open && onClose()} title={t`Room ${roomNumber} Notes`}>
      {room && <NotesBody key={room.roomId} hotelId={hotelId} room={room} />}
    </Dialog>
  );
}

function NotesBody({ hotelId, room }: { hotelId: string; room: NotesRoom }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const inputId = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const timezone = useHotelTimezone(hotelId);
  const notes = trpc.roomNotes.byRoom.useQuery({ roomId: room.roomId });
  const add = trpc.roomNotes.add.useMutation();
  const markRead = trpc.roomNotes.markRoomRead.useMutation();
  useErrorToast(notes.error, msg`Failed to fetch notes`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(addNoteInput, { roomId: room.roomId, content });
    // Said next to the box too (issue 13), besides the spec's toast.
    setError(checked.errors ? firstError(checked.errors) : undefined);
    if (!checked.data) return roomErrorToast(firstError(checked.errors));
    try {
      await add.mutateAsync(checked.data);
      setContent('');
      roomSuccessToast(t`Note added successfully`);
      await utils.roomNotes.byRoom.invalidate({ roomId: room.roomId });
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to add note`));
    }
  }

  async function markAllRead() {
    try {
      await markRead.mutateAsync({ roomId: room.roomId });
      roomSuccessToast(t`Notes marked as read`);
      await utils.roomNotes.unread.invalidate();
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to mark notes as read`));
    }
  }

  return (
    <>
      <NoteList notes={notes.data} loading={notes.isPending} failed={notes.isError} timezone={timezone} />
      <form noValidate onSubmit={submit} className="space-y-2">
        <Label htmlFor={inputId}>
          <Trans>Add a note</Trans>
        </Label>
        <Textarea
          id={inputId}
          value={content}
          maxLength={NOTE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => setContent(e.target.value)}
        />
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-destructive dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="outline" disabled={markRead.isPending} onClick={() => void markAllRead()}>
            <Trans>Mark All as Read</Trans>
          </Button>
          <Button type="submit" disabled={add.isPending}>
            <Trans>Add Note</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
