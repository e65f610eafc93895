import { Trans, useLingui } from '@lingui/react/macro';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { formatClockTime } from '../../../src-shared/display-time';
import { ResolveLateCheckoutButton } from '../frontdesk/resolve-late-checkout-button';
import { Table, Td, Tr, TableHead } from '../../components/ui/table';
import { useResolveLateCheckout } from '../late-checkouts/use-resolve-late-checkout';
import { BoardSection } from '../../components/board-section';

/** Unresolved late checkouts; the section is shown only when there are some. */
export function LateCheckoutsTable({ lateCheckouts }: { lateCheckouts: LateCheckout[] }) {
  const { i18n } = useLingui();
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
                    <ResolveLateCheckoutButton roomNumber={roomNumber} pending={pendingId === late.id} onResolve={() => void resolve(late)} />
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
