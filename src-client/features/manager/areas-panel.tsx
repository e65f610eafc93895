import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AreaRow } from '../../../src-shared/areas.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { Td } from '../../components/ui/table';
import { SetupPanel } from '../../components/setup/setup-panel';
import { DeleteRowDialog, useRowDeletion } from '../../components/setup/row-deletion';
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
  const deletion = useRowDeletion<AreaRow>({
    remove: (area) => remove.mutateAsync({ id: area.id }),
    deleted: t`Area deleted`,
    failed: t`Failed to delete the area`,
    refresh: () => utils.areas.byHotel.invalidate({ hotelId }),
  });
  const columns = [t`Name`, t`In use by`, t`Actions`];

  return (
    <SetupPanel
      title={<Trans>Areas</Trans>}
      add={<Trans>Add area</Trans>}
      onAdd={() => setEditing('new')}
      description={
        <Trans>
          Public places without guests. Work orders, recurring tasks and found items can name an area instead of a room; an area in use cannot be deleted, so
          its history keeps its place: rename it instead.
        </Trans>
      }
      columns={columns}
      query={areas}
      empty={<Trans>No areas yet</Trans>}
      cells={(area) => (
        <>
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
              onClick={() => deletion.ask(area)}
              aria-label={t`Delete ${area.name}`}
            >
              <Trans>Delete</Trans>
            </Button>
          </Td>
        </>
      )}
    >
      {editing && <AreaDialog hotelId={hotelId} area={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteRowDialog
        deletion={deletion}
        title={<Trans>Delete area?</Trans>}
        description={<Trans>Nothing names this area yet, so nothing else changes.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
      />
    </SetupPanel>
  );
}
