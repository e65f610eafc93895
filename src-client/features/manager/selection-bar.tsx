import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { HousekeeperSelect, type Housekeeper } from './housekeeper-select';

interface SelectionBarProps {
  count: number;
  housekeepers: Housekeeper[];
  pending: boolean;
  onAssign(housekeeperId: string): Promise<boolean>;
  onClear(): void;
}

/** Shown while dirty rooms are selected: assign them all to one housekeeper, or clear. */
export function SelectionBar({ count, housekeepers, pending, onAssign, onClear }: SelectionBarProps) {
  const selectId = useId();
  const [housekeeperId, setHousekeeperId] = useState('');
  return (
    <div
      role="region"
      aria-labelledby={`${selectId}-count`}
      className="flex flex-wrap items-center gap-2 rounded-md border border-primary/40 bg-muted p-3"
    >
      <p id={`${selectId}-count`} aria-live="polite" className="me-auto text-sm font-medium">
        <Trans>{count} room(s) selected</Trans>
      </p>
      <Label htmlFor={selectId} className="sr-only">
        <Trans>Housekeeper</Trans>
      </Label>
      <div className="w-full sm:w-56">
        <HousekeeperSelect
          id={selectId}
          className="h-11 md:h-9"
          housekeepers={housekeepers}
          value={housekeeperId}
          onChange={(e) => setHousekeeperId(e.target.value)}
        />
      </div>
      <Button
        size="sm"
        disabled={pending}
        onClick={() => void onAssign(housekeeperId).then((ok) => ok && setHousekeeperId(''))}
      >
        <Trans>Assign Selected</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={onClear}>
        <Trans>Clear</Trans>
      </Button>
    </div>
  );
}
