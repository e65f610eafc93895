/** What other features may read of room notes (the boundary of issue 30): one as a webhook sends it. */
export { findNote } from './room-notes.queries';
