import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Housekeeper } from './use-workload';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { NativeSelect } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { planLine, type EditablePlan } from './plan-edit';
import type { NothingReason, WorkLoad } from '../../../src-shared/workload.schemas';
import { addWorkLoad } from '../../../src-shared/work-load';
import { formatList } from '../../../src-shared/format';
import { NothingReasonText } from './nothing-reason';

interface PlanViewProps {
  plan: EditablePlan;
  rooms: ReadonlyMap<string, BoardRoom>;
  housekeepers: readonly Housekeeper[];
  cap: number | null;
  squareFeetOf(roomTypeId: string | null): number;
  onMove(roomIds: ReadonlySet<string>, to: string | null): void;
  /** What each person carries before the plan (issue 18): the preview reads before → after. */
  before?: ReadonlyMap<string, WorkLoad>;
  /** Why the plan as made gives someone nothing. */
  reasons?: ReadonlyMap<string, NothingReason>;
}

const UNASSIGNED = '';

/** The plan per housekeeper (rooms, floors, credits); rooms are picked and moved to someone else. */
export function PlanView({ plan, rooms, housekeepers, cap, squareFeetOf, onMove, before, reasons }: PlanViewProps) {
  const { t, i18n } = useLingui();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState(housekeepers[0]?.id ?? UNASSIGNED);
  const selectId = useId();
  const names = new Map(housekeepers.map((h) => [h.id, h.fullName]));

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const chips = (roomIds: string[]) => (
    <div className="flex flex-wrap gap-1.5">
      {roomIds.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={picked.has(id)}
          onClick={() => toggle(id)}
          className={cn(
            'min-h-8 rounded border border-border px-2 text-sm',
            picked.has(id) ? 'bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
          )}
        >
          {rooms.get(id)?.roomNumber ?? id}
        </button>
      ))}
    </div>
  );

  const group = (key: string, title: ReactNode, roomIds: string[], flag?: ReactNode) => (
    <section key={key} aria-label={typeof title === 'string' ? title : undefined} className="space-y-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <h4 className="font-medium">{title}</h4>
        {flag}
      </div>
      {roomIds.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No rooms</Trans>
        </p>
      ) : (
        chips(roomIds)
      )}
    </section>
  );

  return (
    <div className="space-y-3">
      {plan.assignments.map((a) => {
        const line = planLine(a.roomIds, rooms, squareFeetOf);
        const name = names.get(a.housekeeperId) ?? '';
        const count = i18n.number(a.roomIds.length);
        const credits = i18n.number(line.credits);
        const floors = formatList(line.floors, i18n.locale) || '–';
        const over = cap !== null && line.squareFeet > cap;
        const was = before?.get(a.housekeeperId);
        const reason = a.roomIds.length === 0 ? reasons?.get(a.housekeeperId) : undefined;
        return group(
          a.housekeeperId,
          name,
          a.roomIds,
          <>
            {was ? (
              <BeforeAfter before={was} after={addWorkLoad(was, { rooms: a.roomIds.length, credits: line.credits, floors: line.floors })} />
            ) : (
              <span className="text-sm text-muted-foreground">
                <Trans>
                  {count} rooms · {credits} credits · floors {floors}
                </Trans>
              </span>
            )}
            {reason && <NothingReasonText reason={reason} />}
            {over && (
              <Badge tone="danger">
                <Trans>Over the square-foot cap</Trans>
              </Badge>
            )}
          </>,
        );
      })}
      {group('unassigned', t`Not placed`, plan.unassigned)}
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1 text-sm">
          <label htmlFor={selectId} className="block">
            <Trans>Move selected rooms to</Trans>
          </label>
          <NativeSelect id={selectId} value={target} onChange={(e) => setTarget(e.target.value)}>
            {housekeepers.map((h) => (
              <option key={h.id} value={h.id}>
                {h.fullName}
              </option>
            ))}
            <option value={UNASSIGNED}>{t`Not placed`}</option>
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          disabled={picked.size === 0}
          onClick={() => {
            onMove(picked, target === UNASSIGNED ? null : target);
            setPicked(new Set());
          }}
        >
          <Trans>Move</Trans>
        </Button>
      </div>
    </div>
  );
}

/** A person's load before → after the plan: rooms, credits and floors (issue 18). */
function BeforeAfter({ before, after }: { before: WorkLoad; after: WorkLoad }) {
  const { i18n } = useLingui();
  const r0 = i18n.number(before.rooms);
  const r1 = i18n.number(after.rooms);
  const c0 = i18n.number(before.credits);
  const c1 = i18n.number(after.credits);
  const f0 = formatList(before.floors, i18n.locale) || '–';
  const f1 = formatList(after.floors, i18n.locale) || '–';
  return (
    <span className="text-sm text-muted-foreground">
      <Trans>
        Rooms {r0} → {r1} · credits {c0} → {c1} · floors {f0} → {f1}
      </Trans>
    </span>
  );
}
