import { Trans } from '@lingui/react/macro';

/** Placeholder: the admin panel (staff approval, hotels, rooms) arrives in a later issue. */
export function AdminDashboard() {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-semibold">
        <Trans>Admin Dashboard</Trans>
      </h2>
    </section>
  );
}
