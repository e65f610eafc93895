import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

export type WorkspacePath = '/dashboard' | '/dashboard/board' | '/dashboard/reports' | '/dashboard/setup' | '/dashboard/plan';

export interface WorkspaceView {
  to: WorkspacePath;
  label: ReactNode;
}

/**
 * The views of a workspace as links (each its own URL, so a view can be bookmarked and the
 * Back button works). The router marks the open one aria-current="page"; it is filled, not
 * just underlined, so it reads as selected at a glance. 44 px tall for a thumb.
 */
export function WorkspaceNav({ views }: { views: readonly WorkspaceView[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Workspace views`}>
      <ul className="flex gap-1 rounded-lg bg-muted p-1">
        {views.map((view) => (
          <li key={view.to} className="min-w-0 flex-1 sm:flex-none">
            <Link
              to={view.to}
              activeOptions={{ exact: true, includeSearch: false }}
              className="flex h-11 items-center justify-center truncate rounded-md px-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:px-4 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {/* A span of its own: a flex item's text would not shrink, and five views must fit a phone in Spanish. */}
              <span className="min-w-0 truncate">{view.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
