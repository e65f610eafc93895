import { BoardPanel } from '../board/board-panel';
import { useBoardScreen } from '../board/use-board-screen';
import { useFrontDeskStatus } from './use-front-desk-status';

/** The front desk's Board view (issue 18): counts, filters, search and the floor grid. */
export function DeskBoardView({ hotelId }: { hotelId: string }) {
  const { changeStatus, pendingRoomId } = useFrontDeskStatus();
  const { panel, notesDialog } = useBoardScreen(hotelId, { role: 'frontdesk', pendingRoomId, changeStatus });
  return (
    <>
      <BoardPanel {...panel} />
      {notesDialog}
    </>
  );
}
