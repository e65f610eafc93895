import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { HotelSelect } from './staff-fields';
import { PMS_VENDOR_NAMES, PmsConnectionForm } from './pms-connection-form';
import { PmsLog } from './pms-log';

/** DESIGN §17: each hotel's PMS connection: settings, a connection test, and the integration log. */
export function PmsSection({ hotelZones }: { hotelZones: Map<string, string> }) {
  const { t } = useLingui();
  const [hotelId, setHotelId] = useState('');
  return (
    <section aria-labelledby="pms-heading" className="space-y-3">
      <h3 id="pms-heading" className="text-lg font-semibold">
        <Trans>PMS connection</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>Room status changes are sent to the hotel's property-management system, and its occupancy is read from it.</Trans>
      </p>
      <HotelSelect label={t`Hotel`} value={hotelId} onChange={setHotelId} emptyLabel={t`Select a hotel`} emptyDisabled />
      {hotelId && <HotelPms key={hotelId} hotelId={hotelId} timezone={hotelZones.get(hotelId)} />}
    </section>
  );
}

function HotelPms({ hotelId, timezone }: { hotelId: string; timezone: string | undefined }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const current = trpc.pms.get.useQuery({ hotelId });
  const test = trpc.pms.test.useMutation({ onSettled: () => utils.pms.log.invalidate({ hotelId }) });
  const remove = trpc.pms.remove.useMutation({ onSettled: () => utils.pms.get.invalidate({ hotelId }) });
  const removing = useConfirmedAction<string>({
    run: (id) => remove.mutateAsync({ hotelId: id }),
    success: t`PMS connection removed`,
    failure: t`Failed to remove the PMS connection`,
  });
  if (current.isPending) return <Spinner />;
  if (current.error) {
    return (
      <p className="text-sm">
        <Trans>The PMS connection could not be loaded. Press Refresh to try again.</Trans>
      </p>
    );
  }
  const connection = current.data.connection;

  async function runTest() {
    try {
      const result = await test.mutateAsync({ hotelId });
      if (result.ok) toast.success(t`Connected: ${result.detail}`);
      else toast.error(t`The PMS did not answer as expected: ${result.detail}`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to test the PMS connection`));
    }
  }
  return (
    <div className="space-y-4">
      {connection && (
        <div className="space-y-2 text-sm">
          <p>
            <Trans>
              Connected to {PMS_VENDOR_NAMES[connection.vendor]}, property {connection.propertyId}.
            </Trans>{' '}
            {!connection.enabled && <Trans>Sync is paused.</Trans>}
          </p>
          <p className="break-all text-muted-foreground">
            <Trans>Webhook address for the PMS:</Trans> <code>{connection.webhookPath}</code>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={test.isPending} onClick={() => void runTest()}>
              <Trans>Test connection</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => removing.ask(hotelId)}>
              <Trans>Remove connection</Trans>
            </Button>
          </div>
        </div>
      )}
      <PmsConnectionForm key={connection?.updatedAt ?? 'new'} hotelId={hotelId} connection={connection} />
      {connection && (
        <div className="space-y-2">
          <h4 className="font-medium">
            <Trans>Integration log</Trans>
          </h4>
          <PmsLog hotelId={hotelId} timezone={timezone} />
        </div>
      )}
      <ConfirmDialog
        {...removing.dialog}
        title={<Trans>Remove the PMS connection?</Trans>}
        description={<Trans>Room status is no longer sent to the PMS and occupancy is no longer read from it. The saved credentials are deleted.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
      />
    </div>
  );
}
