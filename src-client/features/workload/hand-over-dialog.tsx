import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import type { Housekeeper } from './use-workload';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Checkbox } from '../../components/ui/checkbox';

interface HandOverDialogProps {
  hotelId: string;
  from: Housekeeper;
  housekeepers: readonly Housekeeper[];
  /** Who has rooms this shift: ticked at first. */
  working: ReadonlySet<string>;
  onClose(): void;
}

/** Someone goes home: the rooms they have not started go to the others, balanced (DESIGN §13). */
export function HandOverDialog({ hotelId, from, housekeepers, working, onClose }: HandOverDialogProps) {
  const { t } = useLingui();
  const reassign = trpc.workload.reassign.useMutation();
  const others = housekeepers.filter((h) => h.id !== from.id);
  const [chosen, setChosen] = useState(() => {
    const busy = others.filter((h) => working.has(h.id));
    return new Set((busy.length > 0 ? busy : others).map((h) => h.id));
  });
  const name = from.fullName;

  async function handOver() {
    try {
      const result = await reassign.mutateAsync({ hotelId, fromHousekeeperId: from.id, toHousekeeperIds: [...chosen] });
      const moved = result.assignments.reduce((n, a) => n + a.roomIds.length, 0);
      const left = result.unassigned.length;
      toast.success(left > 0 ? t`Moved ${moved} rooms; ${left} could not be placed and are dirty again` : t`Moved ${moved} rooms`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to hand over the rooms`));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Hand over the rooms of {name}</Trans>}
      description={<Trans>Rooms not started yet are shared among the housekeepers you choose.</Trans>}
      footer={
        <Button onClick={handOver} disabled={chosen.size === 0 || reassign.isPending}>
          <Trans>Hand over</Trans>
        </Button>
      }
    >
      <ul className="space-y-2">
        {others.map((h) => (
          <li key={h.id}>
            <label className="flex items-center gap-2">
              <Checkbox
                checked={chosen.has(h.id)}
                onChange={(e) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (e.target.checked) next.add(h.id);
                    else next.delete(h.id);
                    return next;
                  })
                }
              />
              <span>{h.fullName}</span>
            </label>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
