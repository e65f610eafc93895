/** What other features may use of out of order (the boundary of issue 30): a work order takes its room out of order and back (work-orders). */
export { writeOutOfOrder, writeReturnToService } from './out-of-order.service';
