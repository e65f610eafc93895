import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PMS_LIMITS, PMS_VENDORS, savePmsInput, type PmsConnectionView, type PmsVendor } from '../../../src-shared/pms.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { SelectField } from './select-field';

export const PMS_VENDOR_NAMES: Record<PmsVendor, string> = { apaleo: 'Apaleo', mews: 'Mews', opera: 'OPERA Cloud' };

/** The credentials each vendor signs in with (pms.schemas.ts), in the order its console shows them. */
const CREDENTIAL_FIELDS: Record<PmsVendor, string[]> = {
  apaleo: ['clientId', 'clientSecret'],
  mews: ['clientToken', 'accessToken'],
  opera: ['clientId', 'clientSecret', 'appKey'],
};

/**
 * Vendor, address, property and credentials of one hotel's PMS connection (DESIGN §17).
 * Saved credentials never come back: leaving them empty keeps them.
 */
export function PmsConnectionForm({ hotelId, connection }: { hotelId: string; connection: PmsConnectionView | null }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const save = trpc.pms.save.useMutation();
  const [vendor, setVendor] = useState<PmsVendor>(connection?.vendor ?? 'apaleo');
  const [baseUrl, setBaseUrl] = useState(connection?.baseUrl ?? 'https://');
  const [propertyId, setPropertyId] = useState(connection?.propertyId ?? '');
  const [enterpriseId, setEnterpriseId] = useState(connection?.enterpriseId ?? '');
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const labels: Record<string, string> = {
    clientId: t`Client ID`,
    clientSecret: t`Client secret`,
    clientToken: t`Client token`,
    accessToken: t`Access token`,
    appKey: t`Application key`,
    webhookSecret: t`Webhook secret (optional)`,
  };
  const keepsCredentials = connection !== null && connection.vendor === vendor;
  const typed = [...CREDENTIAL_FIELDS[vendor], 'webhookSecret'].some((f) => secrets[f]);

  const credentials = keepsCredentials && !typed ? undefined : Object.fromEntries([...CREDENTIAL_FIELDS[vendor], 'webhookSecret'].map((f) => [f, secrets[f] ?? '']).filter(([f, v]) => f !== 'webhookSecret' || v));
  const { errors, pending, submitWith } = useFormSubmit({
    schema: savePmsInput,
    mutate: save.mutateAsync,
    onSuccess: () => setSecrets({}),
    success: t`PMS connection saved`,
    failure: t`Failed to save the PMS connection`,
    refresh: () => utils.pms.get.invalidate({ hotelId }),
  });

  return (
    <form className="space-y-3" onSubmit={submitWith({ hotelId, vendor, baseUrl, propertyId, enabled, credentials, ...(vendor === 'opera' ? { enterpriseId } : {}) })} aria-label={t`PMS connection`}>
      <SelectField label={t`PMS`} value={vendor} onChange={(e) => setVendor(e.target.value as PmsVendor)}>
        {PMS_VENDORS.map((v) => (
          <option key={v} value={v}>
            {PMS_VENDOR_NAMES[v]}
          </option>
        ))}
      </SelectField>
      <Field label={t`API address`} type="url" inputMode="url" required maxLength={PMS_LIMITS.baseUrl} value={baseUrl} error={errors.baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
      <Field label={t`Property ID`} required maxLength={PMS_LIMITS.propertyId} value={propertyId} error={errors.propertyId} onChange={(e) => setPropertyId(e.target.value)} />
      {vendor === 'opera' && (
        <Field
          label={t`Enterprise ID (OCIM environments only)`}
          autoComplete="off"
          maxLength={PMS_LIMITS.enterpriseId}
          value={enterpriseId}
          error={errors.enterpriseId}
          onChange={(e) => setEnterpriseId(e.target.value.toUpperCase())}
        />
      )}
      {keepsCredentials && (
        <p className="text-sm text-muted-foreground">
          <Trans>Credentials are saved and never shown again. Leave them empty to keep them.</Trans>
        </p>
      )}
      {[...CREDENTIAL_FIELDS[vendor], 'webhookSecret'].map((f) => (
        <Field
          key={`${vendor}-${f}`}
          label={labels[f]!}
          type="password"
          autoComplete="off"
          maxLength={f === 'webhookSecret' ? PMS_LIMITS.webhookSecret : PMS_LIMITS.credential}
          required={f !== 'webhookSecret' && !keepsCredentials}
          value={secrets[f] ?? ''}
          error={f === CREDENTIAL_FIELDS[vendor][0] ? errors.credentials : undefined}
          onChange={(e) => setSecrets((s) => ({ ...s, [f]: e.target.value }))}
        />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <Trans>Sync room status and occupancy with this PMS</Trans>
      </label>
      <Button type="submit" disabled={pending}>
        <Trans>Save connection</Trans>
      </Button>
    </form>
  );
}
