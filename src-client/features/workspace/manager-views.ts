/**
 * Everything a manager's workspace draws, as one module: the routes load it lazily, so it is
 * one download for the manager and none for the other roles, and the chunks shared with the
 * housekeeper's screen stay as few as before the workspace had views (DESIGN §9 budget).
 */
export { ManagerWorkspace } from './manager-workspace';
export { ShiftView } from '../manager/shift-view';
export { InspectView } from '../lifecycle/inspect-view';
export { GuestServiceView } from '../frontdesk/guest-service-view';
export { ManagerBoard } from '../manager/manager-board';
export { ReportsView } from '../manager/reports-view';
export { SetupView } from '../manager/setup-view';
