import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';

interface RoomSearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** The phone's All Rooms names the box for screen readers only: its heading says the rest. */
  hideLabel?: boolean;
}

/**
 * The search box of the board, the desk and the phone's All Rooms; what is typed is read by
 * src-shared/room-search. A module of its own: the phone's first download must not bring the
 * board's search with it (DESIGN §9).
 */
export function RoomSearchField({ value, onChange, hideLabel = false }: RoomSearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      {/* A plain label, not ui/label: Radix's label would add 2 KB to the phone's first download. */}
      <label htmlFor={id} className={cn('text-sm font-medium leading-none', hideLabel && 'sr-only')}>
        <Trans>Find a room</Trans>
      </label>
      <Input
        id={id}
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder={t`Room number, e.g. 305`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
