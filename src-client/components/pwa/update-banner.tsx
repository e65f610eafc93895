import { Trans } from '@lingui/react/macro';
import { applyUpdate, postponeUpdate, useWaitingUpdate } from '../../offline/sw-registration';
import { Button } from '../ui/button';

/** Spec §2 "App update banner": a new version is installed and waits for the user. */
export function UpdateBanner() {
  const waiting = useWaitingUpdate();
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-card p-3 shadow-lg pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3">
        <p className="me-auto text-sm font-medium">
          <Trans>A new version is available!</Trans>
        </p>
        <Button size="sm" onClick={applyUpdate}>
          <Trans>Update Now</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={postponeUpdate}>
          <Trans>Later</Trans>
        </Button>
      </div>
    </div>
  );
}
