import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AreaRow } from '../../../src-shared/areas.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyRow, Table, TableHead, Td, Tr } from '../../components/ui/table';
import { AreaDialog } from './area-dialog';

/**
 * The hotel's areas in Setup (issue 21): add, rename, delete. An area something names (a work
 * order, a recurring task, a found item) is not deleted: the server refuses (AREA_IN_USE) so
 * that history keeps its place, and the button says to rename it instead.
 */
export function AreasPanel({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const areas = trpc.areas.byHotel.useQuery({ hotelId });
  const remove = trpc.areas.delete.useMutation();
  const [editing, setEditing] = useState<AreaRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AreaRow | null>(null);
  const list = areas.data ?? [];
  const columns = [t`Name`, t`In use by`, t`Actions`];

  async function confirmDelete(area: AreaRow) {
    try {
      await remove.mutateAsync({ id: area.id });
      toast.success(t`Area deleted`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to delete the area`));
    }
    setDeleting(null);
    await utils.areas.byHotel.invalidate({ hotelId });
  }

  return (
    <Card>
      <section aria-label={t`Areas`} className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <Trans>Areas</Trans>
          </h3>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Trans>Add area</Trans>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          <Trans>Public places without guests. Work orders, recurring tasks and found items can name an area instead of a room; an area in use cannot be deleted, so its history keeps its place: rename it instead.</Trans>
        </p>
        <Table aria-label={t`Areas`} className="stacked-table">
          <TableHead columns={columns} />
          <tbody>
            {list.length === 0 ? (
              <EmptyRow colSpan={3}>{areas.isPending ? <Trans>Loading...</Trans> : <Trans>No areas yet</Trans>}</EmptyRow>
            ) : (
              list.map((area) => (
                <Tr key={area.id}>
                  <Td className="font-medium">{area.name}</Td>
                  <Td data-label={columns[1]}>{i18n.number(area.uses)}</Td>
                  <Td className="space-x-2 whitespace-nowrap">
                    <Button size="sm" variant="outline" onClick={() => setEditing(area)} aria-label={t`Rename ${area.name}`}>
                      <Trans>Rename</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={area.uses > 0}
                      title={area.uses > 0 ? t`In use: rename it instead` : undefined}
                      onClick={() => setDeleting(area)}
                      aria-label={t`Delete ${area.name}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Td>
                </Tr>
              ))
            )}
          </tbody>
        </Table>
      </section>
      {editing && <AreaDialog hotelId={hotelId} area={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete area?</Trans>}
        description={<Trans>Nothing names this area yet, so nothing else changes.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </Card>
  );
}
