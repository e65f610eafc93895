/** What other features may use of late checkouts (the boundary of issue 30): one as a webhook sends it; those a hand over resolved, reopened by its undo (room-statuses). */
export { findLateCheckout, reopenResolvedBy } from './late-checkouts.queries';
