import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { optionalSquareFeetSchema, roomTypeCreditsSchema, roomTypeNameSchema, type RoomType } from '../../../src-shared/workload.schemas';
import { DEFAULT_CREDITS } from '../../../src-shared/cleaning-types';
import { DEFAULT_TURNDOWN_CREDITS } from '../../../src-shared/turndown';
import { z } from 'zod';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';

const { departure, stayover, touchUp, turndown } = roomTypeCreditsSchema.shape;
const formSchema = z.object({ name: roomTypeNameSchema, departure, stayover, touchUp, turndown, squareFeet: optionalSquareFeetSchema });
const asNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** Add or edit a room type: its name, credits per cleaning type and square feet. */
export function RoomTypeDialog({ hotelId, type, onClose }: { hotelId: string; type: RoomType | null; onClose(): void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const create = trpc.roomTypes.create.useMutation();
  const update = trpc.roomTypes.update.useMutation();
  const credits = type?.credits ?? { ...DEFAULT_CREDITS, turndown: DEFAULT_TURNDOWN_CREDITS };
  const [values, setValues] = useState({
    name: type?.name ?? '',
    departure: String(credits.departure),
    stayover: String(credits.stayover),
    touchUp: String(credits.touchUp),
    turndown: String(credits.turndown),
    squareFeet: type?.squareFeet != null ? String(type.squareFeet) : '',
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const form = useFormSubmit({
    schema: formSchema,
    mutate: ({ name, squareFeet, departure, stayover, touchUp, turndown }) => {
      const fields = { name, squareFeet, credits: { departure, stayover, touchUp, turndown } };
      return type ? update.mutateAsync({ id: type.id, ...fields }) : create.mutateAsync({ hotelId, ...fields });
    },
    success: type ? t`Room type updated` : t`Room type added`,
    failure: t`Failed to save the room type`,
    close: onClose,
    refresh: () => utils.roomTypes.byHotel.invalidate({ hotelId }),
  });
  const submit = form.submitWith({
    name: values.name,
    departure: asNumber(values.departure),
    stayover: asNumber(values.stayover),
    touchUp: asNumber(values.touchUp),
    turndown: asNumber(values.turndown),
    // Blank: no size given (issue 18).
    squareFeet: values.squareFeet.trim() === '' ? null : asNumber(values.squareFeet),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={type ? <Trans>Edit Room Type</Trans> : <Trans>Add Room Type</Trans>}
      description={<Trans>Credits are minutes of work for each kind of cleaning.</Trans>}
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t`Name`} value={values.name} onChange={set('name')} error={form.errors.name} maxLength={60} />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Field label={t`Departure credits`} inputMode="numeric" value={values.departure} onChange={set('departure')} error={form.errors.departure} />
          <Field label={t`Stayover credits`} inputMode="numeric" value={values.stayover} onChange={set('stayover')} error={form.errors.stayover} />
          <Field label={t`Touch-up credits`} inputMode="numeric" value={values.touchUp} onChange={set('touchUp')} error={form.errors.touchUp} />
          <Field label={t`Turndown credits`} inputMode="numeric" value={values.turndown} onChange={set('turndown')} error={form.errors.turndown} />
        </div>
        <Field label={t`Square feet (optional)`} inputMode="numeric" value={values.squareFeet} onChange={set('squareFeet')} error={form.errors.squareFeet} />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.pending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
