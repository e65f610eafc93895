import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Checklist } from '../../../../src-shared/checklists.schemas';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../components/ui/button';
import { Td } from '../../../components/ui/table';
import { SetupPanel } from '../../../components/setup/setup-panel';
import { DeleteRowDialog, useRowDeletion } from '../../../components/setup/row-deletion';
import { CLEANING_TYPE_LABELS } from '../../../components/lifecycle/lifecycle-labels';
import { useRoomTypes } from '../../workload/use-workload';
import { ChecklistDialog } from './checklist-dialog';
import { SelfCheckSetting } from './self-check-setting';

type Editing = { checklist: Checklist | null; copyFrom?: Checklist } | null;

/**
 * The hotel's inspection checklists in Setup (DESIGN §20, issue 31): the list, add, edit, copy,
 * delete, and the hotel's self-check setting. Managers and admins.
 */
export function ChecklistsPanel({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const checklists = trpc.checklists.byHotel.useQuery({ hotelId });
  const roomTypes = useRoomTypes(hotelId);
  const remove = trpc.checklists.delete.useMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useRowDeletion<Checklist>({
    remove: (list) => remove.mutateAsync({ id: list.id }),
    deleted: t`Checklist deleted`,
    failed: t`Failed to delete the checklist`,
    refresh: () => utils.checklists.byHotel.invalidate({ hotelId }),
  });
  const columns = [t`Name`, t`Room types`, t`Cleaning types`, t`Items`, t`Pass mark`, t`Actions`];
  const typeName = new Map((roomTypes.data ?? []).map((r) => [r.id, r.name]));
  const list = checklists.data ?? [];

  const cells = (c: Checklist) => {
    const types = c.roomTypeIds.map((id) => typeName.get(id) ?? '…').join(', ');
    const cleanings = c.cleaningTypes.map((ct) => i18n._(CLEANING_TYPE_LABELS[ct])).join(', ');
    return (
      <>
        <Td className="font-medium">{c.name}</Td>
        <Td data-label={columns[1]}>{types || t`All room types`}</Td>
        <Td data-label={columns[2]}>{cleanings || t`All cleaning types`}</Td>
        <Td data-label={columns[3]}>{i18n.number(c.items.length)}</Td>
        <Td data-label={columns[4]}>{i18n.number(c.passMark)}</Td>
        <Td className="space-x-2 whitespace-nowrap">
          <Button size="sm" variant="outline" onClick={() => setEditing({ checklist: c })} aria-label={t`Edit ${c.name}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing({ checklist: null, copyFrom: c })} aria-label={t`Copy ${c.name}`}>
            <Trans>Copy</Trans>
          </Button>
          <Button size="sm" variant="destructive" onClick={() => deletion.ask(c)} aria-label={t`Delete ${c.name}`}>
            <Trans>Delete</Trans>
          </Button>
        </Td>
      </>
    );
  };

  return (
    <SetupPanel
      title={<Trans>Checklists</Trans>}
      add={<Trans>Add checklist</Trans>}
      onAdd={() => setEditing({ checklist: null })}
      description={
        <Trans>
          What an inspector checks in a room, item by item, scored by weight: a room passes at the pass mark with no critical item failed. A room is inspected
          against the first checklist here that fits its cleaning type, one naming its room type before one for every type.
        </Trans>
      }
      columns={columns}
      query={checklists}
      empty={<Trans>No checklists yet</Trans>}
      cells={cells}
    >
      <SelfCheckSetting hotelId={hotelId} />
      {editing && (
        <ChecklistDialog
          hotelId={hotelId}
          checklist={editing.checklist}
          copyFrom={editing.copyFrom ?? null}
          checklists={list}
          roomTypes={roomTypes.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRowDialog
        deletion={deletion}
        title={<Trans>Delete checklist?</Trans>}
        description={<Trans>Rooms are no longer inspected against it; inspections already scored keep their scores.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
      />
    </SetupPanel>
  );
}
