import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Checklist } from '../../../src-shared/checklists.schemas';
import { CHECKLIST_LIMITS } from '../../../src-shared/checklists.schemas';
import { inspectionPassed, inspectionScore } from '../../../src-shared/inspection-score';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { resizePhoto } from '../../lib/photo-resize';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PhotoPicker } from '../../components/ui/photo-picker';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { submitAction } from '../../offline/submit-action';
import './queued-inspection';

const authed = getRouteApi('/_authed');

interface Answer {
  ok: boolean;
  note: string;
  photos: Blob[];
}

/**
 * A room inspected against its checklist (issue 31, DESIGN §20): one tap per item, ok or not
 * ok, a note and a photo where needed, the score as it goes; sent once through the device's
 * queue (offline too), so a resend is harmless. Item texts are the hotel's own words.
 */
export function ChecklistInspection({ room, checklist, selfChecked, onClose, onQueued }: { room: BoardRoom; checklist: Checklist; selfChecked: string[] | null; onClose(): void; onQueued(roomId: string): void }) {
  const { t } = useLingui();
  const { user } = authed.useRouteContext();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [busy, setBusy] = useState(false);
  const ok = useMemo(() => new Map(Object.entries(answers).map(([id, a]) => [id, a.ok])), [answers]);
  const answered = checklist.items.filter((i) => answers[i.id]).length;
  const score = inspectionScore(checklist.items, ok);
  const complete = answered === checklist.items.length;
  const missingPhoto = checklist.items.find((i) => i.photoRequired && !(answers[i.id]?.photos.length));
  const passing = inspectionPassed(checklist.items, ok, checklist.passMark);
  const set = (id: string, change: Partial<Answer>) => setAnswers((all) => ({ ...all, [id]: { ok: true, note: '', photos: [], ...all[id], ...change } }));

  async function submit() {
    setBusy(true);
    const payload = {
      checklistId: checklist.id,
      expectedVersion: room.version,
      results: checklist.items.map((i) => ({ itemId: i.id, ok: answers[i.id]!.ok, note: answers[i.id]!.note.trim() || undefined, photos: answers[i.id]!.photos })),
    };
    try {
      const sent = await submitAction(
        { client: utils.client, queryClient },
        { id: newClientActionId(), kind: 'room-inspection', userId: user.id, roomId: room.roomId, roomNumber: room.roomNumber, changedAt: new Date().toISOString(), payload },
      );
      onQueued(room.roomId);
      if (sent === 'queued') roomSuccessToast(t`Inspection of room ${room.roomNumber} saved; it is sent when the phone is back online`);
      // The server judged it by the same rule (src-shared/inspection-score.ts) the dialog shows.
      else if (passing) roomSuccessToast(t`Room ${room.roomNumber} passed inspection`);
      else roomSuccessToast(t`Room ${room.roomNumber} sent back for cleaning`);
      onClose();
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to update room status`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Inspect room {room.roomNumber}</Trans>}
      footer={
        <div className="flex w-full flex-wrap items-center gap-2">
          <p aria-live="polite" data-score className="text-sm font-medium">
            <Trans>
              Score {score} of 100 (pass mark {checklist.passMark})
            </Trans>{' '}
            {complete && (passing ? <Trans>Passes</Trans> : <Trans>Fails</Trans>)}
          </p>
          <Button className="ms-auto" disabled={busy || !complete || missingPhoto !== undefined} onClick={() => void submit()}>
            <Trans>Submit inspection</Trans>
          </Button>
        </div>
      }
    >
      <p className="text-sm text-muted-foreground">
        {checklist.name} · <Trans>{answered} of {checklist.items.length} answered</Trans>
      </p>
      <ol className="space-y-2">
        {checklist.items.map((item) => {
          const a = answers[item.id];
          return (
            <li key={item.id} className="rounded-md border border-border p-2" data-checklist-item={item.id}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 text-sm font-medium">
                  {item.text}
                  {item.critical && (
                    <span className="ms-1 text-xs font-semibold text-red-700 dark:text-red-300">
                      <Trans>Critical</Trans>
                    </span>
                  )}
                  {selfChecked?.includes(item.id) && (
                    <span className="ms-1 text-xs text-muted-foreground">
                      <Trans>Ticked by the attendant</Trans>
                    </span>
                  )}
                </span>
                <div role="group" aria-label={item.text} className="flex gap-1">
                  <Button size="sm" className="min-h-11" variant={a?.ok === true ? 'primary' : 'outline'} aria-pressed={a?.ok === true} aria-label={t`OK: ${item.text}`} onClick={() => set(item.id, { ok: true })}>
                    <Trans>OK</Trans>
                  </Button>
                  <Button
                    size="sm"
                    className="min-h-11"
                    variant={a?.ok === false ? 'destructive' : 'outline'}
                    aria-pressed={a?.ok === false}
                    aria-label={t`Not OK: ${item.text}`}
                    onClick={() => set(item.id, { ok: false })}
                  >
                    <Trans>Not OK</Trans>
                  </Button>
                </div>
              </div>
              {(a?.ok === false || item.photoRequired) && (
                <div className="mt-2 space-y-2">
                  {a?.ok === false && (
                    <label className="flex flex-col gap-1 text-sm">
                      <Trans>Note</Trans>
                      <textarea
                        className="min-h-11 rounded-md border border-border bg-card p-2"
                        maxLength={CHECKLIST_LIMITS.note}
                        value={a.note}
                        onChange={(e) => set(item.id, { note: e.target.value })}
                      />
                    </label>
                  )}
                  <PhotoPicker
                    label={item.photoRequired ? <Trans>Photo (required)</Trans> : <Trans>Photo (optional)</Trans>}
                    photos={a?.photos ?? []}
                    max={CHECKLIST_LIMITS.photosPerItem}
                    onAdd={(files) =>
                      void Promise.all(files.map((f) => resizePhoto(f).catch(() => f))).then((photos) => set(item.id, { photos: [...(answers[item.id]?.photos ?? []), ...photos] }))
                    }
                    onRemove={(i) => set(item.id, { photos: (a?.photos ?? []).filter((_, j) => j !== i) })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
