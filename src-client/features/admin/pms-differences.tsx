import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Table, TableHead, Td, Tr } from '../../components/ui/table';
import { Moment } from './integration-format';
import { ListStateRow } from './list-rows';

/**
 * DESIGN §19: the rooms whose condition in the PMS differs from the app's (compared every
 * morning, or now), each fixed in one click either way: send ours, or take the PMS's.
 */
export function PmsDifferences({ hotelId, vendor, timezone }: { hotelId: string; vendor: string; timezone: string | undefined }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const list = trpc.pms.differences.useQuery({ hotelId });
  const refresh = () => Promise.all([utils.pms.differences.invalidate({ hotelId }), utils.pms.log.invalidate({ hotelId })]);
  const compare = trpc.pms.compare.useMutation({ onSettled: refresh });
  const fix = trpc.pms.fixDifference.useMutation({ onSettled: refresh });
  const differences = list.data?.differences ?? [];
  const comparedAt = list.data?.comparedAt;

  async function compareNow() {
    try {
      const result = await compare.mutateAsync({ hotelId });
      if (!result.ok) toast.error(t`The comparison with ${vendor} failed: see the integration log.`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to compare with the PMS`));
    }
  }
  async function fixOne(differenceId: string, keep: 'ours' | 'theirs', roomNumber: string) {
    try {
      const result = await fix.mutateAsync({ hotelId, differenceId, keep });
      if (result.ok) toast.success(t`Room ${roomNumber} now matches ${vendor}`);
      else toast.error(t`${vendor} refused the room condition: ${result.detail}`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to fix the difference`));
    }
  }
  return (
    <section aria-labelledby="pms-differences-heading" className="space-y-2">
      <h4 id="pms-differences-heading" className="font-medium">
        <Trans>Rooms that differ in the PMS</Trans>
      </h4>
      <p className="text-sm text-muted-foreground">
        {comparedAt ? (
          <Trans>
            Last compared <Moment iso={comparedAt} timezone={timezone} />. Every morning the app compares each room’s condition in {vendor} with its own.
          </Trans>
        ) : (
          <Trans>Not compared yet. Every morning the app compares each room’s condition in {vendor} with its own.</Trans>
        )}
      </p>
      <Button size="sm" variant="outline" disabled={compare.isPending} onClick={() => void compareNow()}>
        <Trans>Compare now</Trans>
      </Button>
      <Table className="stacked-table">
        <caption className="sr-only">
          <Trans>Rooms that differ in the PMS</Trans>
        </caption>
        <TableHead columns={[<Trans>Room</Trans>, <Trans>Here</Trans>, <Trans>In {vendor}</Trans>, <Trans>Fix</Trans>]} />
        <tbody>
          <ListStateRow
            colSpan={4}
            what="PMS differences"
            isPending={list.isPending}
            error={list.error}
            isEmpty={differences.length === 0}
            empty={comparedAt ? <Trans>Every room matches the PMS.</Trans> : <Trans>Nothing compared yet.</Trans>}
          />
          {differences.map((d) => (
            <Tr key={d.id}>
              <Td data-label={t`Room`}>{d.roomNumber}</Td>
              <Td data-label={t`Here`}>{d.ours}</Td>
              <Td data-label={t`In ${vendor}`}>{d.theirs}</Td>
              <Td data-label={t`Fix`}>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={fix.isPending} aria-label={t`Send ours to ${vendor}, room ${d.roomNumber}`} onClick={() => void fixOne(d.id, 'ours', d.roomNumber)}>
                    <Trans>Send ours</Trans>
                  </Button>
                  {d.canTakeTheirs && (
                    <Button size="sm" variant="outline" disabled={fix.isPending} aria-label={t`Take ${vendor}’s, room ${d.roomNumber}`} onClick={() => void fixOne(d.id, 'theirs', d.roomNumber)}>
                      <Trans>Take {vendor}’s</Trans>
                    </Button>
                  )}
                </div>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
