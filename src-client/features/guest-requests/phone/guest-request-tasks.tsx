import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestRequest } from '../../../../src-shared/guest-requests.schemas';
import { Button } from '../../../components/ui/button';
import { GUEST_REQUEST_KIND_LABELS } from './kind-labels';

/** A room's guest requests on the phone (issue 21): what, by when, and Done in one tap. */
export function GuestRequestTasks({ requests, busy, onDone, showRoom = false }: { requests: readonly GuestRequest[]; busy: string | null; onDone(request: GuestRequest): void; showRoom?: boolean }) {
  const { t, i18n } = useLingui();
  if (requests.length === 0) return null;
  return (
    <ul aria-label={t`Guest requests`} className="space-y-1">
      {requests.map((r) => {
        const what = i18n._(GUEST_REQUEST_KIND_LABELS[r.kind]);
        const due = r.dueAt ? i18n.date(new Date(r.dueAt), { hour: 'numeric', minute: '2-digit' }) : null;
        return (
          <li key={r.id} data-guest-request={r.id} className="flex items-center gap-2 rounded-md bg-sky-50 px-2 py-1 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-50">
            <span className="me-auto min-w-0 break-words">
              <span className="font-semibold">
                {showRoom ? <Trans>Room {r.roomNumber}: {what}</Trans> : <Trans>Guest request: {what}</Trans>}
              </span>
              {r.note && r.kind !== 'other' ? ` (${r.note})` : r.kind === 'other' && r.note ? `: ${r.note}` : ''}
              {due && (
                <>
                  {' · '}
                  <Trans>by {due}</Trans>
                </>
              )}
            </span>
            <Button size="sm" disabled={busy === r.id} onClick={() => onDone(r)}>
              <Trans>Done</Trans>
              <span className="sr-only">{t`: ${what}, room ${r.roomNumber}`}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
