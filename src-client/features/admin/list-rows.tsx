import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyRow, Td } from '../../components/ui/table';
import { Spinner } from '../../components/ui/spinner';

interface ListStateRowProps {
  colSpan: number;
  /** What the list is, for the console. */
  what: string;
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  empty: ReactNode;
}

/**
 * The one row a table shows instead of data: loading, failed, or empty. A load error is only
 * logged (spec §8: no toast); the row says so quietly so an empty list is never misread.
 */
export function ListStateRow({ colSpan, what, isPending, error, isEmpty, empty }: ListStateRowProps) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
  if (isPending) {
    return (
      <EmptyRow colSpan={colSpan}>
        <Spinner />
      </EmptyRow>
    );
  }
  if (error) {
    return (
      <EmptyRow colSpan={colSpan}>
        <Trans>This list could not be loaded. Pull down or press Refresh to try again.</Trans>
      </EmptyRow>
    );
  }
  return isEmpty ? <EmptyRow colSpan={colSpan}>{empty}</EmptyRow> : null;
}

/** A blank cell: a dash for the eye, "None" for a screen reader. */
export function Blank() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{t`None`}</span>
    </>
  );
}

/** A staff member's name with their email under it, as every staff table shows them. */
export function StaffNameCell({ member }: { member: { fullName: string; email: string } }) {
  return (
    <Td>
      <div className="font-medium">{member.fullName}</div>
      <div className="text-xs text-muted-foreground">{member.email}</div>
    </Td>
  );
}
