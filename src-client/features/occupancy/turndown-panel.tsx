import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { Checkbox } from '../../components/ui/checkbox';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../components/ui/table';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { PlanSection } from './plan-section';
import { TURNDOWN_RULE_LABELS, TURNDOWN_WHY_LABELS } from './plan-labels';

/**
 * Tonight's turndowns (issue 32): the list the server plans from the night's occupancy by the
 * hotel's rule, shared among the evening roster the manager ticks here. Nobody types rooms.
 */
export function TurndownPanel({ hotelId, date }: { hotelId: string; date: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const list = trpc.turndown.tonight.useQuery({ hotelId, date });
  const staff = trpc.staff.byHotel.useQuery({ hotelId });
  // The roster as the tap makes it, shown in the same event: the saved one comes back a moment
  // later, and the box would first spring back.
  const [going, setGoing] = useState<string[] | null>(null);
  const setRoster = trpc.turndown.setRoster.useMutation({
    onSuccess: (saved) => utils.turndown.tonight.setData({ hotelId, date }, saved),
    onSettled: () => setGoing(null),
  });
  useErrorToast(list.error, msg`Could not load tonight's turndowns`);
  useErrorToast(setRoster.error, msg`Could not save the evening roster`);
  const housekeepers = (staff.data ?? []).filter((s) => s.role === 'housekeeper');
  const onRoster = new Set(going ?? (list.data?.roster ?? []).map((m) => m.housekeeperId));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(onRoster);
    if (on) next.add(id);
    else next.delete(id);
    setGoing([...next]);
    setRoster.mutate({ hotelId, date, housekeeperIds: [...next] });
  };
  const columns = [t`Room`, t`Why`, t`Credits`, t`Evening attendant`, t`Done`];
  const rooms = list.data?.rooms ?? [];

  return (
    <PlanSection title={<Trans>Evening turndowns ({date})</Trans>}>
      {(headingId: string) =>
        list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <div className="space-y-3" data-turndown-panel>
            <p className="text-sm text-muted-foreground">
              <Trans>Rule: {i18n._(TURNDOWN_RULE_LABELS[list.data?.rule ?? 'off'])}</Trans>
            </p>
            <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
              <legend className="mb-1 text-sm font-medium">
                <Trans>Evening shift</Trans>
              </legend>
              {housekeepers.map((h) => (
                <label key={h.id} className="flex min-h-11 items-center gap-2 text-sm">
                  <Checkbox checked={onRoster.has(h.id)} disabled={going !== null} onChange={(e) => toggle(h.id, e.target.checked)} />
                  {h.fullName}
                </label>
              ))}
            </fieldset>
            <Table aria-labelledby={headingId} className="stacked-table">
              <TableHead columns={columns} />
              <tbody>
                {rooms.length === 0 ? (
                  <EmptyRow colSpan={5}>
                    <Trans>No turndowns tonight</Trans>
                  </EmptyRow>
                ) : (
                  rooms.map((r) => (
                    <Tr key={r.roomId} data-turndown-room={r.roomNumber}>
                      <Td className="font-medium">{r.roomNumber}</Td>
                      <Td data-label={columns[1]}>{i18n._(TURNDOWN_WHY_LABELS[r.why])}</Td>
                      <Td data-label={columns[2]}>{i18n.number(r.credits)}</Td>
                      <Td data-label={columns[3]}>{r.assignedToName ?? '—'}</Td>
                      <Td data-label={columns[4]}>{r.doneAt ? <Trans>Done</Trans> : '—'}</Td>
                    </Tr>
                  ))
                )}
              </tbody>
            </Table>
          </div>
        )
      }
    </PlanSection>
  );
}
