/** Everything the front desk's workspace draws, as one lazily loaded module (see manager-views.ts). */
export { DeskWorkspace } from './desk-workspace';
export { DeskView } from '../frontdesk/desk-view';
export { DeskBoardView } from '../frontdesk/desk-board-view';
