import { translateFixedText } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/**
 * A room's status note. The server's own notes ('Marked out of service', …) read in the
 * viewer's language; what staff typed shows as typed. One line, full text on hover.
 */
export function RoomNotesText({ notes, className }: { notes: string | null; className?: string }) {
  if (!notes) return null;
  const text = translateFixedText(notes);
  return (
    <span title={text} className={cn('block max-w-[16rem] truncate', className)}>
      {text}
    </span>
  );
}
