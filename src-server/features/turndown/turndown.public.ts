/** What other features may read of turndowns (the boundary of issue 30): the day's, for the reports. */
export { turndownsOfDay } from './turndown.queries';
export { TURNDOWN_DONE_ACTION, turndownHistoryEvent } from './turndown-history';
