import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { BoardSection } from '../board-section';
import { SetupTable, type SetupTableProps } from './setup-table';

interface SetupPanelProps<Row extends { id: string }> extends Omit<SetupTableProps<Row>, 'labelledBy'> {
  title: ReactNode;
  /** The add button's text ('Add area'); the panel's own dialog opens on it. */
  add: ReactNode;
  onAdd(): void;
  /** What the list is for, under the heading. */
  description: ReactNode;
  /** Below the list: the panel's own forms, and its dialogs. */
  children?: ReactNode;
}

/**
 * One list of the Setup view (areas, recurring tasks, room types): a named region with its
 * heading and Add button, what the list is for, then the list, whose rows carry their actions.
 */
export function SetupPanel<Row extends { id: string }>({ title, add, onAdd, description, children, ...table }: SetupPanelProps<Row>) {
  return (
    <BoardSection
      title={title}
      actions={
        <Button size="sm" onClick={onAdd}>
          {add}
        </Button>
      }
    >
      {(headingId) => (
        <>
          <p className="text-sm text-muted-foreground">{description}</p>
          <SetupTable labelledBy={headingId} {...table} />
          {children}
        </>
      )}
    </BoardSection>
  );
}
