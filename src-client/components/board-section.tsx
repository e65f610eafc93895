import { useId, type ReactNode } from 'react';
import { Card } from './ui/card';

interface BoardSectionProps {
  title: ReactNode;
  /** The body; as a function it gets the heading's id, to name a table after the section. */
  children: ReactNode | ((headingId: string) => ReactNode);
  /** Beside the heading (e.g. the section's main button). */
  actions?: ReactNode;
  /** After the section, inside its card: dialogs the section opens. */
  after?: ReactNode;
}

/** A card that is a named region with a heading, as each list of the dashboard and part of the Plan view is. */
export function BoardSection({ title, children, actions, after }: BoardSectionProps) {
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
        {typeof children === 'function' ? children(headingId) : children}
      </section>
      {after}
    </Card>
  );
}
