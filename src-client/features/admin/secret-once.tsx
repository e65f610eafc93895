import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

interface SecretDialogProps {
  title: ReactNode;
  /** What the secret is for, above it. */
  intro?: ReactNode;
  label: string;
  value: string;
  onClose(): void;
}

/** What a create dialog turns into once the server answers: the secret, shown once, and Done. */
export function SecretDialog({ title, intro, label, value, onClose }: SecretDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="space-y-4">
        {intro && <p className="text-sm">{intro}</p>}
        <SecretOnce label={label} value={value} />
        <div className="flex justify-end">
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A secret the server shows exactly once (an API token, a webhook's signing secret): read-only
 * and selectable, with a copy button and the warning that it cannot be seen again.
 */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, plain http): the field stays there to select by hand.
      setCopied(false);
    }
  }

  return (
    <div className="space-y-3">
      <Alert title={<Trans>Copy it now</Trans>}>
        <Trans>This is the only time it is shown. Store it somewhere safe; if it is lost, create a new one.</Trans>
      </Alert>
      <label className="block space-y-1.5 text-sm font-medium">
        <span>{label}</span>
        <input
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs"
        />
      </label>
      <div className="flex items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={t`Copy ${label}`}>
          <Trans>Copy</Trans>
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {copied ? <Trans>Copied</Trans> : null}
        </span>
      </div>
    </div>
  );
}
