import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AREA_NAME_MAX, areaNameSchema, type AreaRow } from '../../../src-shared/areas.schemas';
import { z } from 'zod';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';

const formSchema = z.object({ name: areaNameSchema });

/** Add an area, or rename one (its work orders, tasks and found items follow: they name it by id). */
export function AreaDialog({ hotelId, area, onClose }: { hotelId: string; area: AreaRow | null; onClose(): void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const create = trpc.areas.create.useMutation();
  const rename = trpc.areas.rename.useMutation();
  const [name, setName] = useState(area?.name ?? '');
  const form = useFormSubmit({
    schema: formSchema,
    mutate: (input) => (area ? rename.mutateAsync({ id: area.id, name: input.name }) : create.mutateAsync({ hotelId, name: input.name })),
    success: area ? t`Area renamed` : t`Area added`,
    failure: t`Failed to save the area`,
    // 'An area named Lobby already exists' belongs next to the name.
    failureField: 'name',
    close: onClose,
    refresh: () => utils.areas.byHotel.invalidate({ hotelId }),
  });
  return (
    <FormDialog
      title={area ? <Trans>Rename area</Trans> : <Trans>Add area</Trans>}
      description={<Trans>A public place without guests: lobby, a corridor, the gym.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ name })}
      submitLabel={<Trans>Save</Trans>}
      pending={form.pending}
    >
      <Field label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} error={form.errors.name} maxLength={AREA_NAME_MAX} autoFocus />
    </FormDialog>
  );
}
