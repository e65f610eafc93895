/** What other features may read of discrepancies (the boundary of issue 30): one as a webhook sends it. */
export { findDiscrepancy } from './discrepancies.queries';
