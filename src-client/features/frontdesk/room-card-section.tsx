import { useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Button } from '../../components/ui/button';

/**
 * Cards shown at first, and added per 'Show more': a 7,500-room hotel stays quick, and the
 * desk view a few screens tall at 2,000 rooms (issue 18); the search finds any room at once.
 */
const PAGE = 12;

interface RoomCardSectionProps {
  title: ReactNode;
  empty: ReactNode;
  /** What the count is made of, in the board chips' words (issue 18). */
  breakdown?: ReactNode;
  rooms: BoardRoom[];
  renderCard(room: BoardRoom): ReactNode;
}

/** A status section of the front desk screen: heading with count, then room cards. */
export function RoomCardSection({ title, empty, breakdown, rooms, renderCard }: RoomCardSectionProps) {
  const headingId = useId();
  const [shown, setShown] = useState(PAGE);
  const count = rooms.length;
  const remaining = Math.max(0, count - shown);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title} <span className="text-muted-foreground">({count})</span>
      </h3>
      {breakdown}
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{rooms.slice(0, shown).map(renderCard)}</ul>
      )}
      {remaining > 0 && (
        <Button variant="outline" onClick={() => setShown((n) => n + PAGE * 2)}>
          <Trans>Show more ({remaining} more)</Trans>
        </Button>
      )}
    </section>
  );
}
