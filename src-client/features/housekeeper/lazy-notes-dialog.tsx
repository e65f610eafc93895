import { lazy, Suspense } from 'react';
import type { NotesRoom } from '../room-notes/room-notes-dialog';

// Loaded on the first Notes tap: the first screen does not need it (DESIGN §9 bundle budget).
const RoomNotesDialog = lazy(() =>
  import('../room-notes/room-notes-dialog').then((m) => ({ default: m.RoomNotesDialog })),
);

export function LazyNotesDialog({ hotelId, room, onClose }: { hotelId: string; room: NotesRoom | null; onClose(): void }) {
  if (!room) return null;
  return (
    <Suspense fallback={null}>
      <RoomNotesDialog hotelId={hotelId} room={room} onClose={onClose} />
    </Suspense>
  );
}
