import { useLingui } from '@lingui/react/macro';
import { Button } from '../ui/button';

interface NotesButtonProps {
  roomNumber: string;
  /** Notes of this room the viewer has not read. */
  unread?: number;
  onClick(): void;
  className?: string;
}

/**
 * Opens a room's notes. Named "Notes, room 101" (plus the unread count) so each row's
 * button is distinct for screen readers and tests; the badge shows the unread count.
 */
export function NotesButton({ roomNumber, unread = 0, onClick, className }: NotesButtonProps) {
  const { t } = useLingui();
  const name = unread > 0 ? t`Notes, room ${roomNumber}, ${unread} unread` : t`Notes, room ${roomNumber}`;
  return (
    <Button variant="outline" size="sm" aria-label={name} onClick={onClick} className={className}>
      {t`Notes`}
      {unread > 0 && (
        // The count is drawn by CSS from data-count, so the visible words stay 'Notes', which the
        // name starts with (axe: label-content-name-mismatch); the name says the count.
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          // '99+' left to right in Arabic too, as the bottom nav's count badge.
          dir="ltr"
          data-count={unread > 99 ? '99+' : String(unread)}
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground after:content-[attr(data-count)]"
        />
      )}
    </Button>
  );
}
