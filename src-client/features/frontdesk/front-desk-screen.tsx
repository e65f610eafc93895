import { Trans } from '@lingui/react/macro';

/** Placeholder: the front desk rooms screen arrives in a later issue. */
export function FrontDeskScreen() {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-semibold">
        <Trans>Front Desk</Trans>
      </h2>
    </section>
  );
}
