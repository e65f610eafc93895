import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** One part of the Plan view: a card, its heading (with an action beside it) naming the section. */
export function PlanSection({ title, action, children, after }: { title: ReactNode; action?: ReactNode; children: ReactNode; after?: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            {title}
          </h3>
          {action}
        </div>
        {children}
      </section>
      {after}
    </Card>
  );
}
