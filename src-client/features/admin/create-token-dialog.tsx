import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createApiTokenInput, type ApiTokenScope, type CreatedApiToken } from '../../../src-shared/api-tokens.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { SelectField } from './select-field';
import { SecretDialog } from './secret-once';
import { byName } from './sort';
import { TokenScopesField } from './token-scopes-field';

const ALL_HOTELS = '';

/** Name, hotel (or every hotel) and scopes; then the token, shown this once. */
export function CreateTokenDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const hotels = trpc.hotels.list.useQuery();
  const utils = trpc.useUtils();
  const create = trpc.apiTokens.create.useMutation();
  const [name, setName] = useState('');
  const [hotelId, setHotelId] = useState(ALL_HOTELS);
  // Least first: the admin ticks what the other system needs.
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['rooms:read']);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // The token is shown once, in place of the form: no toast, no close.
  const { errors, pending, submitWith } = useFormSubmit({
    schema: createApiTokenInput,
    mutate: (input) => create.mutateAsync(input),
    onSuccess: setCreated,
    failure: t`Failed to create the API token`,
    failureField: 'form',
    refresh: () => utils.apiTokens.list.invalidate(),
  });

  if (created) {
    return <SecretDialog title={<Trans>API token created</Trans>} label={t`API token`} value={created.token} onClose={onClose} />;
  }

  return (
    <FormDialog
      title={<Trans>Create API token</Trans>}
      description={<Trans>Another system (a PMS, a reporting tool) uses it to read or change this app's data.</Trans>}
      onClose={onClose}
      onSubmit={submitWith({ name, hotelId: hotelId || null, scopes })}
      submitLabel={<Trans>Create token</Trans>}
      pending={pending}
      error={errors.form ?? null}
    >
      <Field label={t`Token name`} required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <SelectField label={t`Hotel`} value={hotelId} error={errors.hotelId} onChange={(e) => setHotelId(e.target.value)}>
        <option value={ALL_HOTELS}>{t`All hotels`}</option>
        {byName(hotels.data ?? []).map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.name}
          </option>
        ))}
      </SelectField>
      <TokenScopesField value={scopes} onChange={setScopes} error={errors.scopes} />
    </FormDialog>
  );
}
