import { cn } from '../../lib/cn';
import type { SystemNote } from '../../../src-shared/system-notes';
import { noteText } from './system-note-text';

/**
 * A room's status note. The app's own notes ('Marked out of service', …) read in the
 * viewer's language; what staff typed shows as typed. One line, full text on hover.
 */
export function RoomNotesText({ room, className }: { room: { notes: string | null; systemNote?: SystemNote | null }; className?: string }) {
  const text = noteText(room);
  if (!text) return null;
  return (
    <span title={text} className={cn('block max-w-[16rem] truncate', className)}>
      {text}
    </span>
  );
}
