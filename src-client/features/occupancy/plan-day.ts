/**
 * The day the Plan view works on (issue 29): today, or tomorrow to plan the night before.
 * Its texts name the day, so a manager never imports tomorrow's report as today's.
 */
export type PlanDay = 'today' | 'tomorrow';
