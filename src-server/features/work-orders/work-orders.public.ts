/** What other features may use of work orders (the boundary of issue 30): one opened for a failed inspection item (checklists); one as a webhook sends it. */
export { insertWorkOrder } from './work-orders.service';
export { findWorkOrder } from './work-orders.queries';
