import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Housekeeper } from './use-workload';
import type { ShiftRoster } from '../../../src-shared/shift.schemas';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Dialog } from '../../components/ui/dialog';
import { useSetShift } from './use-shift';
import { HousekeeperChecklist } from './housekeeper-checklist';

interface ShiftDialogProps {
  hotelId: string;
  roster: ShiftRoster | undefined;
  housekeepers: readonly Housekeeper[];
  onClose(): void;
}

/**
 * Who is on shift today (issue 18). Those on shift are ticked, and so are those who signed
 * in today and wait for the manager's word: saving confirms them.
 */
export function ShiftDialog({ hotelId, roster, housekeepers, onClose }: ShiftDialogProps) {
  const { t } = useLingui();
  const setShift = useSetShift(hotelId);
  const states = new Map((roster?.members ?? []).map((m) => [m.housekeeperId, m.state]));
  const [chosen, setChosen] = useState(() => new Set(housekeepers.filter((h) => states.get(h.id) === 'on' || states.get(h.id) === 'proposed').map((h) => h.id)));

  const form = useFormSubmit({
    mutate: () => setShift.mutateAsync({ hotelId, housekeeperIds: [...chosen] }),
    success: (saved) => {
      const count = saved.members.filter((m) => m.state === 'on').length;
      return t`Shift saved: ${count} on shift`;
    },
    failure: t`Failed to save the shift`,
    close: onClose,
  });
  const save = () => form.run(undefined);
  const stateBadge = (h: Housekeeper) => {
    const state = states.get(h.id);
    if (state === 'proposed')
      return (
        <Badge tone="info">
          <Trans>Signed in today</Trans>
        </Badge>
      );
    if (state === 'off')
      return (
        <Badge tone="neutral">
          <Trans>Went home</Trans>
        </Badge>
      );
    return null;
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Who is on shift today?</Trans>}
      description={<Trans>Auto-assign and hand over share rooms among the people on shift.</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={() => setChosen(new Set(housekeepers.map((h) => h.id)))}>
            <Trans>Everyone</Trans>
          </Button>
          <Button onClick={save} disabled={form.pending}>
            <Trans>Save shift</Trans>
          </Button>
        </>
      }
    >
      {housekeepers.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No housekeepers yet</Trans>
        </p>
      ) : (
        <HousekeeperChecklist housekeepers={housekeepers} chosen={chosen} onChange={setChosen} after={stateBadge} />
      )}
    </Dialog>
  );
}
