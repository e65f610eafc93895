import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Count cards at the top of the screens ('Rooms to Clean', 'Late Checkouts', ...). */
export function SummaryCards({ items }: { items: { label: ReactNode; count: number }[] }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((item, index) => (
        // On a phone label and count share a line (issue 29: three room cards on the first screen).
        <div key={index} className="flex items-center justify-between gap-2 rounded-lg border border-border bg-card px-3 py-2 shadow-sm md:block md:p-4">
          <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-bold md:mt-1 md:text-3xl">{i18n.number(item.count)}</dd>
        </div>
      ))}
    </dl>
  );
}
