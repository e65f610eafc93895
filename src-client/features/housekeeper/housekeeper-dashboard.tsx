import { Trans } from '@lingui/react/macro';

/** Placeholder: the housekeeper's desktop and mobile screens arrive in a later issue. */
export function HousekeeperDashboard() {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-semibold">
        <Trans>Housekeeper Dashboard</Trans>
      </h2>
    </section>
  );
}
