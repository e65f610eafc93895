/** What other features may use of the room lifecycle (the boundary of issue 30): an inspection, which a checklist's scored one goes through (checklists). */
export { inspectRoom, type InspectionExtra } from './inspection.service';
