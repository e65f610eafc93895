import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { isErrorReason, translateReason } from '../../lib/reasons';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { HotelSelect } from './staff-fields';
import { PMS_VENDOR_NAMES, PmsConnectionForm } from './pms-connection-form';
import { PmsLog } from './pms-log';
import { PmsSyncStatusView } from './pms-sync-status';
import { PmsDifferences } from './pms-differences';

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
  // The same query as the integration log's: one request for both.
  const log = trpc.pms.log.useQuery({ hotelId }, { enabled: Boolean(current.data?.connection), refetchInterval: 10_000 });
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
      // What the test found comes as a reason and values, worded here in the reader's language.
      const found = isErrorReason(result.reason) ? translateReason(result.reason, result.values) : result.detail;
      if (result.ok) toast.success(t`Connected: ${found}`);
      else toast.error(found);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to test the PMS connection`));
    }
  }
  return (
    <div className="space-y-4">
      {connection && (
        <div className="space-y-2 text-sm">
          <p>
            {/* Never 'Connected' for a PMS the latest read or test could not reach (DESIGN §19). */}
            {log.data?.sync.reachable === false ? (
              <Trans>
                Set up for {PMS_VENDOR_NAMES[connection.vendor]}, property {connection.propertyId}, which cannot be reached.
              </Trans>
            ) : (
              <Trans>
                Connected to {PMS_VENDOR_NAMES[connection.vendor]}, property {connection.propertyId}.
              </Trans>
            )}{' '}
            {!connection.enabled && <Trans>Sync is paused.</Trans>}
          </p>
          <p className="break-all text-muted-foreground">
            {connection.webhookUrl ? (
              <>
                <Trans>Webhook address to paste into the PMS:</Trans> <code>{connection.webhookUrl}</code>
              </>
            ) : (
              <Trans>Save the credentials again to get the webhook address.</Trans>
            )}
          </p>
          {log.data && <PmsSyncStatusView sync={log.data.sync} vendor={PMS_VENDOR_NAMES[connection.vendor]} timezone={timezone} />}
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
      {connection && <PmsDifferences hotelId={hotelId} vendor={PMS_VENDOR_NAMES[connection.vendor]} timezone={timezone} />}
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
