import { useHotelBoard } from '../../lib/rooms';
import { InspectionSetting } from '../lifecycle/inspection-setting';
import { RoomTypesPanel } from '../workload/room-types-panel';

/** The manager's Setup view (issue 18): the inspection setting, room types and the workload cap. */
export function SetupView({ hotelId }: { hotelId: string }) {
  // The board's rows carry the setting live; the hotel query answers until the board is in.
  const inspectionRequired = useHotelBoard(hotelId).data?.[0]?.inspectionRequired;
  return (
    <div className="space-y-4">
      <InspectionSetting hotelId={hotelId} fromBoard={inspectionRequired} />
      <RoomTypesPanel hotelId={hotelId} canSetCap={false} />
    </div>
  );
}
