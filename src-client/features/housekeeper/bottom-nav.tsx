import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { inlineArrowKey } from '../../lib/logical-keys';
import { NavIcon, type NavIconName } from './nav-icons';

export const TABS = ['my-rooms', 'all-rooms', 'late-checkouts'] as const;
export type Tab = (typeof TABS)[number];

/** The tab a link asks for (/dashboard?tab=my-rooms, as a push click opens it); My Rooms otherwise. */
export function tabFromUrl(search: string): Tab {
  const tab = new URLSearchParams(search).get('tab');
  return TABS.includes(tab as Tab) ? (tab as Tab) : 'my-rooms';
}

export const tabId = (tab: Tab) => `hk-tab-${tab}`;
export const panelId = (tab: Tab) => `hk-panel-${tab}`;

/**
 * A count badge, '9+' above 9 (spec §9). Written left to right in every language: in Arabic's
 * right-to-left line the '+' (a neutral character) would take the line's direction and read '+9'.
 */
function CountBadge({ count }: { count: number }) {
  const { i18n } = useLingui();
  if (count <= 0) return null;
  return (
    <span dir="ltr" data-testid="count-badge" className="absolute start-1/2 top-1 ms-2 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground">
      {count > 9 ? `${i18n.number(9)}+` : i18n.number(count)}
    </span>
  );
}

interface BottomNavProps {
  value: Tab;
  onChange(tab: Tab): void;
  items: { tab: Tab; label: ReactNode; icon: NavIconName; count: number }[];
}

/**
 * The mobile bottom nav: a tab list fixed to the bottom edge (ARIA tabs pattern: arrow
 * keys move between tabs, Tab moves on to the panel). Written out rather than taken from
 * radix, to keep the phone's first download small (DESIGN §9).
 */
export function BottomNav({ value, onChange, items }: BottomNavProps) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const current = TABS.indexOf(value);
    const targets: Record<string, number> = {
      ArrowRight: (current + 1) % TABS.length,
      ArrowLeft: (current - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = TABS[targets[inlineArrowKey(event.key, list.current)] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t`Sections`}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)]"
    >
      {items.map((item) => {
        const selected = item.tab === value;
        return (
          <button
            key={item.tab}
            id={tabId(item.tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(item.tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.tab)}
            className={cn(
              'relative flex flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium',
              selected ? 'text-primary dark:text-foreground' : 'text-muted-foreground',
            )}
          >
            <NavIcon name={item.icon} />
            <span>{item.label}</span>
            <CountBadge count={item.count} />
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab; only the selected one is rendered. */
export function TabPanel({ tab, children }: { tab: Tab; children: ReactNode }) {
  return (
    <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={0} className="mt-3 space-y-3 outline-none">
      {children}
    </div>
  );
}
