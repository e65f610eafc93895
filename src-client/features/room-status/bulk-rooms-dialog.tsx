import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseRoomNumbers } from '../../../src-shared/room-numbers';
import { NOTE_MAX_LENGTH } from '../../../src-shared/limits';
import { trpc } from '../../lib/trpc';
import { usePatchRooms } from '../../lib/room-cache';
import { useFormSubmit } from '../../lib/use-form-submit';
import { refusalOf, translateReason } from '../../lib/reasons';
import { FormDialog } from '../../components/ui/form-dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { CleaningTypeField } from '../../components/lifecycle/cleaning-type-field';
import { DEFAULT_CLEANING_TYPE, type CleaningType } from '../../../src-shared/cleaning-types';

export type BulkMode = 'dirty' | 'pms';

interface BulkRoomsDialogProps {
  mode: BulkMode;
  hotelId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Mark Multiple Dirty / Mark Multiple PMS Updated: room numbers as '101, 102' or '101-105'. */
export function BulkRoomsDialog({ mode, hotelId, open, onOpenChange }: BulkRoomsDialogProps) {
  // Mounted only while open, so each opening starts with an empty form.
  return open ? <BulkForm mode={mode} hotelId={hotelId} onDone={() => onOpenChange(false)} /> : null;
}

function BulkForm({ mode, hotelId, onDone }: { mode: BulkMode; hotelId: string; onDone(): void }) {
  const { t } = useLingui();
  const patchRooms = usePatchRooms();
  const id = useId();
  const [roomNumbers, setRoomNumbers] = useState('');
  const [notes, setNotes] = useState('');
  const [cleaningType, setCleaningType] = useState<CleaningType>(DEFAULT_CLEANING_TYPE);
  const bulkDirty = trpc.roomStatuses.bulkDirty.useMutation();
  const bulkPms = trpc.roomStatuses.bulkPms.useMutation();
  const parsed = parseRoomNumbers(roomNumbers);
  const n = parsed.ok ? parsed.numbers.length : 0;
  const { errors, pending, submitWith } = useFormSubmit({
    // The shared parser checks the text first, so obvious mistakes never reach the server;
    // said next to the field (issue 13) and in the spec's toast.
    check: () => (parsed.ok ? null : { rooms: translateReason(parsed.reason, parsed.values) }),
    invalid: (found) => roomErrorToast(found.rooms!),
    mutate: () => (mode === 'dirty' ? bulkDirty.mutateAsync({ hotelId, roomNumbers, notes, cleaningType }) : bulkPms.mutateAsync({ hotelId, roomNumbers })),
    onSuccess: ({ count, rooms }) => {
      patchRooms(hotelId, rooms);
      roomSuccessToast(mode === 'dirty' ? t`${count} room(s) marked as dirty` : t`${count} room(s) marked as PMS updated`);
    },
    failure: t`Failed to mark ${n} room(s)`,
    failed: (message, error) =>
      refusalOf(error)?.reason === 'NO_CLEAN_ROOMS' ? roomErrorToast(translateReason('NO_CLEAN_ROOMS'), t`No rooms found`) : roomErrorToast(message),
    close: onDone,
  });
  const fieldError = errors.rooms;

  return (
    <FormDialog
      title={mode === 'dirty' ? t`Mark Multiple Dirty` : t`Mark Multiple PMS Updated`}
      onClose={onDone}
      onSubmit={submitWith(undefined)}
      submitLabel={mode === 'dirty' ? <Trans>Mark Dirty</Trans> : <Trans>Mark PMS Updated</Trans>}
      pending={pending}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-rooms`}>
          <Trans>Room Numbers</Trans>
        </Label>
        <Textarea
          id={`${id}-rooms`}
          aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={fieldError ? true : undefined}
          placeholder="101, 102, 103"
          value={roomNumbers}
          onChange={(e) => setRoomNumbers(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          <Trans>Supports formats: 101, 102, 103 or 101-105</Trans>
        </p>
        {fieldError && (
          <p id={`${id}-error`} className="text-sm text-destructive dark:text-red-400">
            {fieldError}
          </p>
        )}
      </div>
      {mode === 'dirty' && <CleaningTypeField value={cleaningType} onChange={setCleaningType} />}
      {mode === 'dirty' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-notes`}>
            <Trans>Notes (optional)</Trans>
          </Label>
          <Textarea id={`${id}-notes`} maxLength={NOTE_MAX_LENGTH} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      )}
    </FormDialog>
  );
}
