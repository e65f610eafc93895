import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HotelView } from '../../../src-shared/hotels.schemas';
import { trpc } from '../../lib/trpc';
import { Button, buttonClass } from '../../components/ui/button';
import { Td, Tr } from '../../components/ui/table';
import { AddHotelDialog } from './add-hotel-dialog';
import { EditHotelDialog } from './edit-hotel-dialog';
import { Blank } from './list-rows';
import { ListTable } from './list-table';
import { byName } from './sort';

export function HotelsTab() {
  const { t } = useLingui();
  const hotels = trpc.hotels.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HotelView | null>(null);
  const rows = byName(hotels.data ?? []);

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setAdding(true)}>
          <Trans>Add Hotel</Trans>
        </Button>
      </div>
      <ListTable
        caption={<Trans>Hotels</Trans>}
        columns={[<Trans>Name</Trans>, <Trans>Address</Trans>, <Trans>Timezone</Trans>, <Trans>Staff Count</Trans>, <Trans>Actions</Trans>]}
        columnClassNames={[undefined, undefined, undefined, 'text-end', undefined]}
        what="hotels"
        query={hotels}
        isEmpty={rows.length === 0}
        empty={<Trans>No hotels yet. Add a hotel to get started.</Trans>}
      >
        {rows.map((hotel) => (
          <Tr key={hotel.id}>
            <Td className="font-medium">{hotel.name}</Td>
            <Td data-label={t`Address`}>{hotel.address ?? <Blank />}</Td>
            <Td data-label={t`Timezone`}>{hotel.timezone}</Td>
            <Td className="text-end tabular-nums" data-label={t`Staff Count`}>
              {hotel.staffCount}
            </Td>
            <Td>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" aria-label={t`Edit hotel ${hotel.name}`} onClick={() => setEditing(hotel)}>
                  <Trans>Edit</Trans>
                </Button>
                {/* Issue 31: the hotel's inspection checklists, the manager's Setup screens for this hotel. */}
                <Link
                  to="/admin/hotels/$hotelId/checklists"
                  params={{ hotelId: hotel.id }}
                  className={buttonClass('outline', 'sm')}
                  aria-label={t`Checklists of ${hotel.name}`}
                >
                  <Trans>Checklists</Trans>
                </Link>
              </div>
            </Td>
          </Tr>
        ))}
      </ListTable>
      {adding && <AddHotelDialog onClose={() => setAdding(false)} />}
      {editing && <EditHotelDialog hotel={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
