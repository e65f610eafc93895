import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

export type WorkspacePath = '/dashboard' | '/dashboard/inspect' | '/dashboard/board' | '/dashboard/reports' | '/dashboard/setup' | '/dashboard/plan' | '/dashboard/desk';

export interface WorkspaceView {
  to: WorkspacePath;
  label: ReactNode;
}

/**
 * The views of a workspace as links (each its own URL, so a view can be bookmarked and the
 * Back button works). The router marks the open one aria-current="page"; it is filled, not
 * just underlined, so it reads as selected at a glance. 44 px tall for a thumb. On a phone
 * the names wrap onto a second row rather than being cut ('Bo…', 'Set…': issue 29), each
 * row shared out evenly, so every name is whole in every language.
 */
export function WorkspaceNav({ views }: { views: readonly WorkspaceView[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Workspace views`} className="w-full sm:w-auto">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {views.map((view) => (
          <li key={view.to} className="flex-auto sm:flex-none">
            <Link
              to={view.to}
              activeOptions={{ exact: true, includeSearch: false }}
              className="flex h-11 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:px-4 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
