import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/button';
import { Td } from '../ui/table';

export interface RowAction {
  label: ReactNode;
  /** Names the record too ('Delete room 101'), since every row has the same buttons. */
  ariaLabel: string;
  onClick(): void;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}

/** The last cell of a list row: its buttons, side by side, wrapping on a narrow screen. `false` leaves one out. */
export function RowActions({ actions }: { actions: (RowAction | false)[] }) {
  return (
    <Td>
      <div className="flex flex-wrap gap-2">
        {actions.map(
          (action, i) =>
            action && (
              <Button key={i} size="sm" variant={action.variant} aria-label={action.ariaLabel} disabled={action.disabled} onClick={action.onClick}>
                {action.label}
              </Button>
            ),
        )}
      </div>
    </Td>
  );
}
