import { useEffect } from 'react';
import { Accordion } from 'radix-ui';
import { Plural, Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../../components/ui/spinner';
import { HotelRooms } from './hotel-rooms';
import { RoomTypesPanel } from '../workload/room-types-panel';
import { byName } from './sort';

/** One accordion section per hotel, hotels by name (spec §9); rooms load when a section opens. */
export function RoomsTab() {
  const hotels = trpc.hotels.list.useQuery();
  useEffect(() => {
    if (hotels.error) console.error('Failed to load hotels', hotels.error);
  }, [hotels.error]);

  if (hotels.isPending) return <Spinner />;
  if (hotels.error) {
    return (
      <p className="py-6 text-center text-muted-foreground">
        <Trans>This list could not be loaded. Pull down or press Refresh to try again.</Trans>
      </p>
    );
  }
  const sorted = byName(hotels.data);
  if (sorted.length === 0) {
    return (
      <p className="py-6 text-center text-muted-foreground">
        <Trans>No rooms found</Trans>
      </p>
    );
  }
  return (
    <Accordion.Root type="multiple" className="divide-y divide-border rounded-lg border border-border bg-card">
      {sorted.map((hotel) => (
        <Accordion.Item key={hotel.id} value={hotel.id}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-start font-semibold hover:bg-muted">
              <span>{hotel.name}</span>
              <span className="ms-auto text-sm font-normal text-muted-foreground">
                <Plural value={hotel.roomCount} one="# room" other="# rooms" />
              </span>
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180">
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-2 pb-3 sm:px-4">
            {/* Types first (issue 18): a few rows, where a long room list would push them out of reach. */}
            <RoomTypesPanel hotelId={hotel.id} canSetCap />
            <HotelRooms hotelId={hotel.id} hotelName={hotel.name} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
