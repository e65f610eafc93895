import { Trans, useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { formatClockTime } from '../../../src-shared/display-time';
import { Button } from '../../components/ui/button';
import { Table, Td, Tr, TableHead } from '../../components/ui/table';
import { useResolveLateCheckout } from '../late-checkouts/use-resolve-late-checkout';
import { BoardSection } from '../../components/board-section';

/** Unresolved late checkouts; the section is shown only when there are some. */
export function LateCheckoutsTable({ lateCheckouts }: { lateCheckouts: LateCheckout[] }) {
  const { t, i18n } = useLingui();
  const { resolve, pendingId } = useResolveLateCheckout();
  if (lateCheckouts.length === 0) return null;
  return (
    <BoardSection title={<Trans>Late Checkouts</Trans>}>
      {(headingId) => (
        <Table aria-labelledby={headingId}>
          <TableHead columns={[<Trans>Room Number</Trans>, <Trans>Checkout Time</Trans>, <Trans>Actions</Trans>]} />
          <tbody>
            {lateCheckouts.map((late) => {
              const roomNumber = late.roomNumber;
              return (
                <Tr key={late.id}>
                  <Td className="font-medium">{roomNumber}</Td>
                  <Td className="tabular-nums">{formatClockTime(late.checkoutTime, i18n.locale)}</Td>
                  <Td>
                    <Button
                      size="sm"
                      aria-label={t`Resolve, room ${roomNumber}`}
                      disabled={pendingId === late.id}
                      onClick={() => void resolve(late)}
                    >
                      <Trans>Resolve</Trans>
                    </Button>
                  </Td>
                </Tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </BoardSection>
  );
}
