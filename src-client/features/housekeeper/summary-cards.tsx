import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Count cards at the top of the screens ('Rooms to Clean', 'Late Checkouts', ...). */
export function SummaryCards({ items }: { items: { label: ReactNode; count: number }[] }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((item, index) => (
        <div key={index} className="rounded-lg border border-border bg-card p-4 shadow-sm">
          <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-3xl font-bold">{i18n.number(item.count)}</dd>
        </div>
      ))}
    </dl>
  );
}
