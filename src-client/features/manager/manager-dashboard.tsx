import { Trans } from '@lingui/react/macro';

/** Placeholder: the manager's room board and report arrive in a later issue. */
export function ManagerDashboard() {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-semibold">
        <Trans>Manager Dashboard</Trans>
      </h2>
    </section>
  );
}
