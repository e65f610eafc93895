/** What other features may read of lost items (the boundary of issue 30): one as a webhook sends it. */
export { findLostItem } from './lost-items.queries';
