import { useHotelBoard } from '../../lib/rooms';
import { InspectionSetting } from '../lifecycle/inspection-setting';
import { RoomTypesPanel } from '../workload/room-types-panel';
import { AreasPanel } from './areas-panel';
import { ChecklistsPanel } from './checklists/checklists-panel';
import { RecurringTasksPanel } from './recurring-tasks-panel';

/** The manager's Setup view (issues 18, 21): the inspection setting, room types and the workload cap, areas, recurring tasks, checklists (issue 31). */
export function SetupView({ hotelId }: { hotelId: string }) {
  // The board's rows carry the setting live; the hotel query answers until the board is in.
  const inspectionRequired = useHotelBoard(hotelId).data?.[0]?.inspectionRequired;
  return (
    <div className="space-y-4">
      <InspectionSetting hotelId={hotelId} fromBoard={inspectionRequired} />
      <RoomTypesPanel hotelId={hotelId} canSetCap={false} />
      <AreasPanel hotelId={hotelId} />
      <RecurringTasksPanel hotelId={hotelId} />
      <ChecklistsPanel hotelId={hotelId} />
    </div>
  );
}
