import { useId, type ReactNode } from 'react';
import { Card } from './ui/card';

interface BoardSectionProps {
  title: ReactNode;
  /** Renders the body; the id names tables after the section heading. */
  children(headingId: string): ReactNode;
  actions?: ReactNode;
}

/** A card that is a named region with a heading, as each list of the dashboard is. */
export function BoardSection({ title, children, actions }: BoardSectionProps) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold">
            {title}
          </h3>
          {actions}
        </div>
        {children(headingId)}
      </section>
    </Card>
  );
}
