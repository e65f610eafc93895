import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu as M } from 'radix-ui';
import { buttonClass } from '../../components/ui/button';
import { MENU_CONTENT_CLASS } from '../../components/ui/dropdown-menu';

/** What the card's menu can do; the card says which apply now and what each tap does. */
export interface RoomMenuActions {
  onReport(): void;
  onCheck(): void;
  /** 'Do not disturb' in one tap, and the other reasons (with a retry time) in their dialog; absent when service cannot be deferred now. */
  defer?: { dndLabel: string; onDnd(): void; onOtherReason(): void; busy: boolean };
  /** Out of Service may be chosen now (the shared rule, and no request running). */
  canTakeOut: boolean;
  onOutOfService(): void;
  onFoundItem(): void;
}

const ITEM_CLASS =
  'flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

function Item({ onSelect, disabled, children }: { onSelect(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <M.Item className={ITEM_CLASS} disabled={disabled} onSelect={onSelect}>
      {children}
    </M.Item>
  );
}

/**
 * The card's one menu of secondary actions (issue 29): 'Report a problem', 'Occupancy check',
 * deferring service, Out of Service and a found item, so a card keeps to its Mark Clean and
 * one row of buttons (three cards a screen). Radix gives the menu its keys and focus; not
 * modal, so a dialog opened from an item takes the focus cleanly. Loaded on the first tap
 * of More (room-card.tsx): the phone's first download has a budget (DESIGN §9).
 */
export function RoomActionsMenu({ room, actions, defaultOpen }: { room: { roomNumber: string }; actions: RoomMenuActions; defaultOpen?: boolean }) {
  const { t } = useLingui();
  const { defer } = actions;
  return (
    <M.Root modal={false} defaultOpen={defaultOpen}>
      <M.Trigger className={buttonClass('outline', 'sm')}>
        <Trans>More</Trans>
        <span className="sr-only">{t`, room ${room.roomNumber}`}</span>
        <span aria-hidden="true">▾</span>
      </M.Trigger>
      <M.Portal>
        <M.Content align="end" sideOffset={4} collisionPadding={8} className={MENU_CONTENT_CLASS}>
          <Item onSelect={actions.onReport}>
            <Trans>Report a problem</Trans>
          </Item>
          <Item onSelect={actions.onCheck}>
            <Trans>Occupancy check</Trans>
          </Item>
          {defer && (
            <>
              <Item disabled={defer.busy} onSelect={defer.onDnd}>
                {defer.dndLabel}
              </Item>
              <Item disabled={defer.busy} onSelect={defer.onOtherReason}>
                <Trans>Other reason</Trans>
              </Item>
            </>
          )}
          <Item disabled={!actions.canTakeOut} onSelect={actions.onOutOfService}>
            <Trans>Out of Service</Trans>
          </Item>
          <Item onSelect={actions.onFoundItem}>
            <Trans>Log found item</Trans>
          </Item>
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
