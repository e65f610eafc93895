import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Housekeeper } from './use-workload';
import { trpc } from '../../lib/trpc';
import { usePatchRooms } from '../../lib/room-cache';
import { useFormSubmit } from '../../lib/use-form-submit';
import { toggled } from '../../lib/toggled';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { moveRooms, type EditablePlan } from './plan-edit';
import { PlanView } from './plan-view';
import { useSquareFeetOf } from './use-workload';
import type { AutoAssignResult } from '../../../src-shared/workload.schemas';

interface AutoAssignDialogProps {
  hotelId: string;
  rooms: readonly BoardRoom[];
  housekeepers: readonly Housekeeper[];
  cap: number | null;
  /** Who is on shift today (issue 18): only they are offered. None given: everyone. */
  onShift?: ReadonlySet<string>;
  onClose(): void;
  /** Nobody on shift: the way on is to set the shift (issue 29), not a dead end. */
  onSetShift(): void;
}

/**
 * Auto-assign in three clicks (DESIGN §13): open (everyone on shift is ticked, no one else
 * is offered), Plan, Apply. Before applying, the manager may untick people, give a capacity,
 * and move rooms; the preview reads each person's load before → after (issue 18).
 */
export function AutoAssignDialog({ hotelId, rooms, housekeepers: everyone, cap, onShift: shift, onClose, onSetShift }: AutoAssignDialogProps) {
  const { t } = useLingui();
  const autoAssign = trpc.workload.autoAssign.useMutation();
  const patchRooms = usePatchRooms();
  const squareFeetOf = useSquareFeetOf(hotelId);
  const housekeepers = shift ? everyone.filter((h) => shift.has(h.id)) : everyone;
  const [people, setPeople] = useState<AutoAssignResult['people']>([]);
  const [onShift, setOnShift] = useState(() => new Set(housekeepers.map((h) => h.id)));
  const [capacity, setCapacity] = useState<Record<string, string>>({});
  const [plan, setPlan] = useState<EditablePlan | null>(null);
  const byId = useMemo(() => new Map(rooms.map((r) => [r.roomId, r])), [rooms]);
  const crew = housekeepers.filter((h) => onShift.has(h.id));

  const input = () => {
    const limits = Object.fromEntries(
      crew.filter((h) => /^\d+$/.test(capacity[h.id]?.trim() ?? '')).map((h) => [h.id, Number(capacity[h.id]!.trim())]),
    );
    return { hotelId, housekeeperIds: crew.map((h) => h.id), capacity: limits };
  };

  // Plan, then Apply: each the app's submit flow; only Apply patches the rooms, toasts and closes.
  const planning = useFormSubmit({
    mutate: () => autoAssign.mutateAsync({ ...input(), apply: false }),
    onSuccess: (result) => {
      setPlan({ assignments: result.assignments.map((a) => ({ housekeeperId: a.housekeeperId, roomIds: a.roomIds })), unassigned: result.unassigned });
      setPeople(result.people);
    },
    failure: t`Failed to plan the shift`,
  });
  const applying = useFormSubmit({
    mutate: (assignments: EditablePlan['assignments']) => autoAssign.mutateAsync({ ...input(), apply: true, assignments }),
    onSuccess: (result) => patchRooms(hotelId, result.rooms),
    success: (result) => {
      const count = result.assignments.reduce((n, a) => n + a.roomIds.length, 0);
      return t`Assigned ${count} rooms`;
    },
    failure: t`Failed to apply the plan`,
    close: onClose,
  });
  const pending = planning.pending || applying.pending;
  const makePlan = () => void planning.run(undefined);
  const apply = () => {
    if (plan) void applying.run(plan.assignments);
  };

  const toggle = (id: string, on: boolean) => setOnShift((current) => toggled(current, id, on));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Auto-assign</Trans>}
      description={plan ? <Trans>Review the plan, move rooms if needed, then apply it.</Trans> : <Trans>Who is on shift? A capacity (credits) is optional.</Trans>}
      className="max-w-3xl"
      footer={
        plan ? (
          <>
            <Button variant="outline" onClick={() => setPlan(null)}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={apply} disabled={pending}>
              <Trans>Apply plan</Trans>
            </Button>
          </>
        ) : housekeepers.length === 0 ? (
          <Button onClick={onSetShift}>
            <Trans>Set the shift</Trans>
          </Button>
        ) : (
          <Button onClick={makePlan} disabled={crew.length === 0 || pending}>
            <Trans>Plan</Trans>
          </Button>
        )
      }
    >
      {plan ? (
        <PlanView
          plan={plan}
          rooms={byId}
          housekeepers={crew}
          cap={cap}
          squareFeetOf={squareFeetOf}
          onMove={(ids, to) => setPlan(moveRooms(plan, ids, to, byId))}
          before={new Map(people.map((p) => [p.housekeeperId, p.before]))}
          reasons={new Map(people.flatMap((p) => (p.nothingBecause ? [[p.housekeeperId, p.nothingBecause] as const] : [])))}
        />
      ) : housekeepers.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Nobody is on shift today. Set the shift first.</Trans>
        </p>
      ) : (
        <ul className="space-y-2">
          {housekeepers.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 min-w-48 flex-1 items-center gap-2 md:min-h-9">
                <Checkbox checked={onShift.has(h.id)} onChange={(e) => toggle(h.id, e.target.checked)} />
                <span>{h.fullName}</span>
              </label>
              <Input
                className="w-36"
                inputMode="numeric"
                aria-label={t`Capacity in credits, ${h.fullName}`}
                placeholder={t`No limit`}
                value={capacity[h.id] ?? ''}
                disabled={!onShift.has(h.id)}
                onChange={(e) => setCapacity((c) => ({ ...c, [h.id]: e.target.value.replace(/\D/g, '').slice(0, 5) }))}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
