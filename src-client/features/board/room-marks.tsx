import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { RoomMarks } from './board-model';

/** Each mark's symbol and name; the name is what assistive technology reads and the legend shows. */
export const MARKS: {
  key: keyof RoomMarks;
  symbol: string;
  label: MessageDescriptor;
}[] = [
  { key: 'rush', symbol: '!', label: msg`Rush` },
  { key: 'late', symbol: '◷', label: msg`Late checkout` },
  { key: 'deferred', symbol: '‖', label: msg`Service deferred` },
  { key: 'inProgress', symbol: '▸', label: msg`In progress` },
  { key: 'unread', symbol: '✉', label: msg`Unread notes` },
  // Today's stay (DESIGN §17): who comes, who leaves, who stays.
  { key: 'arrival', symbol: '↓', label: msg`Arrival` },
  { key: 'dueOut', symbol: '↑', label: msg`Due out` },
  // The stay, not the cleaning type (see STAY_LABELS).
  { key: 'stayover', symbol: '↻', label: msg`In-house` },
];

/** The names of the marks a room has, for its accessible name. */
export function useMarkNames() {
  const { i18n } = useLingui();
  return (marks: RoomMarks) =>
    MARKS.filter((m) => marks[m.key])
      .map((m) => i18n._(m.label))
      .join(', ');
}

/** The symbols of a room's marks (decorative: the name carries them). */
export function MarkSymbols({ marks }: { marks: RoomMarks }) {
  const shown = MARKS.filter((m) => marks[m.key]);
  if (shown.length === 0) return null;
  return (
    <span aria-hidden="true" className="text-[0.7rem] leading-none tracking-tight">
      {shown.map((m) => m.symbol).join('')}
    </span>
  );
}

/** What the symbols mean, under the grid. */
export function MarkLegend() {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {MARKS.map((m) => (
        <li key={m.key}>
          <span aria-hidden="true" className="me-1 font-semibold text-foreground">
            {m.symbol}
          </span>
          {i18n._(m.label)}
        </li>
      ))}
    </ul>
  );
}
