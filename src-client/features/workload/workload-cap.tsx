import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';

/** The hotel's cap on square feet per housekeeper and shift (DESIGN §13): set by admins, shown to managers. */
export function WorkloadCap({ hotelId, canSet }: { hotelId: string; canSet: boolean }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const update = trpc.hotels.update.useMutation();
  const cap = hotel.data?.maxSquareFeetPerShift ?? null;
  const [text, setText] = useState<string | null>(null);
  const value = text ?? (cap === null ? '' : String(cap));

  if (!canSet) {
    const feet = cap === null ? '' : i18n.number(cap);
    return (
      <p className="text-sm text-muted-foreground">
        {cap === null ? <Trans>No workload cap for this hotel.</Trans> : <Trans>Workload cap: {feet} square feet per housekeeper and shift.</Trans>}
      </p>
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed !== '' && !/^\d+$/.test(trimmed)) return;
    try {
      await update.mutateAsync({ id: hotelId, maxSquareFeetPerShift: trimmed === '' ? null : Number(trimmed) });
      toast.success(t`Workload cap saved`);
      setText(null);
      await Promise.all([utils.hotels.byId.invalidate({ id: hotelId }), utils.hotels.list.invalidate()]);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to save the workload cap`));
    }
  }

  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48">
        <Field
          label={t`Max square feet per shift`}
          inputMode="numeric"
          placeholder={t`No cap`}
          value={value}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 7))}
        />
      </div>
      <Button type="submit" variant="outline" disabled={update.isPending}>
        <Trans>Save cap</Trans>
      </Button>
    </form>
  );
}
