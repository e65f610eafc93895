import type { ReactNode } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { buttonClass } from './button';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect(): void;
  disabled?: boolean;
}

/** The look of a menu's panel, shared by every menu of the app. */
export const MENU_CONTENT_CLASS = 'z-50 min-w-40 rounded-md border border-border bg-card p-1 text-foreground shadow-md';

/** A button opening a menu of actions (arrow keys, Escape, type-ahead from Radix). */
export function DropdownMenu({ label, items, disabled }: { label: ReactNode; items: MenuItem[]; disabled?: boolean }) {
  return (
    <M.Root>
      <M.Trigger className={buttonClass('outline', 'sm')} disabled={disabled || items.length === 0}>
        {label}
        <span aria-hidden="true">▾</span>
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={4}
          className={MENU_CONTENT_CLASS}
        >
          {items.map((item) => (
            <M.Item
              key={item.key}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className="flex min-h-11 cursor-pointer items-center rounded px-3 py-2 text-sm md:min-h-0 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted"
            >
              {item.label}
            </M.Item>
          ))}
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
