import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { Housekeeper } from './use-workload';
import { toggled } from '../../lib/toggled';
import { Checkbox } from '../../components/ui/checkbox';

interface HousekeeperChecklistProps {
  housekeepers: readonly Housekeeper[];
  chosen: ReadonlySet<string>;
  /** The chosen set's state setter (an update from the current set, so quick taps all count). */
  onChange: Dispatch<SetStateAction<Set<string>>>;
  /** What stands after a name (the roster's 'Signed in today' badge). */
  after?(housekeeper: Housekeeper): ReactNode;
}

/** Housekeepers to tick, one a line by name (who is on shift, whom to hand rooms over to). */
export function HousekeeperChecklist({ housekeepers, chosen, onChange, after }: HousekeeperChecklistProps) {
  return (
    <ul className="space-y-1">
      {housekeepers.map((h) => (
        <li key={h.id}>
          <label className="flex min-h-11 items-center gap-3 md:min-h-9">
            <Checkbox checked={chosen.has(h.id)} onChange={(e) => onChange((current) => toggled(current, h.id, e.target.checked))} />
            <span>{h.fullName}</span>
            {after?.(h)}
          </label>
        </li>
      ))}
    </ul>
  );
}
