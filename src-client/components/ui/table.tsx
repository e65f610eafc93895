import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A semantic table that scrolls sideways on a phone instead of squeezing its columns. A
 * labelled table's scroll box is a focusable region of the same name, so a keyboard can
 * scroll it even when no cell holds a control (axe: scrollable-region-focusable).
 */
export function Table({ className, boxClassName, ...props }: ComponentProps<'table'> & { boxClassName?: string }) {
  const label = props['aria-label'];
  const labelledBy = props['aria-labelledby'];
  const region = label || labelledBy ? { role: 'region', tabIndex: 0, 'aria-label': label, 'aria-labelledby': labelledBy } : {};
  return (
    // Positioned, so visually hidden (absolute) labels inside scroll with the table instead of widening the page.
    <div className={cn('relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2', boxClassName)} data-scroll-box={boxClassName ? '' : undefined} {...region}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('h-10 px-3 text-start align-middle font-medium text-muted-foreground', className)} {...props} />;
}

/** The header row: one column header per label, with an optional class per column. */
export function TableHead({ columns, classNames }: { columns: ReactNode[]; classNames?: (string | undefined)[] }) {
  return (
    <thead>
      <tr className="border-b border-border">
        {columns.map((label, i) => (
          <Th key={i} className={classNames?.[i]}>
            {label}
          </Th>
        ))}
      </tr>
    </thead>
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border last:border-0', className)} {...props} />;
}

/** The one empty row of a table, with the spec's empty text. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}
