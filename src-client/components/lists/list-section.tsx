import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A list's section: its heading, which names the section for screen readers, with the
 * section's own actions beside it (create, download), wrapping under it on a narrow screen.
 */
export function ListSection({
  title,
  actions,
  level = 2,
  size = 'lg',
  className = 'space-y-3',
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  level?: 2 | 3;
  size?: 'lg' | 'xl';
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className={cn('me-auto font-semibold', size === 'xl' ? 'text-xl' : 'text-lg')}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
