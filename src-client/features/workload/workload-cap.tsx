import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
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
  const { pending, submitWith } = useFormSubmit({
    mutate: update.mutateAsync,
    onSuccess: (saved) => {
      utils.hotels.byId.setData({ id: hotelId }, saved);
      setText(null);
    },
    success: t`Workload cap saved`,
    failure: t`Failed to save the workload cap`,
    refresh: () => utils.hotels.list.invalidate(),
  });

  if (!canSet) {
    const feet = cap === null ? '' : i18n.number(cap);
    return (
      <p className="text-sm text-muted-foreground">
        {cap === null ? <Trans>No workload cap for this hotel.</Trans> : <Trans>Workload cap: {feet} square feet per housekeeper and shift.</Trans>}
      </p>
    );
  }

  return (
    <form onSubmit={submitWith({ id: hotelId, maxSquareFeetPerShift: value.trim() === '' ? null : Number(value) })} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48">
        <Field
          label={t`Max square feet per shift`}
          inputMode="numeric"
          placeholder={t`No cap`}
          value={value}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 7))}
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        <Trans>Save cap</Trans>
      </Button>
    </form>
  );
}
