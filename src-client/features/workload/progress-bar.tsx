import { useLingui } from '@lingui/react/macro';
import type { Tally } from '../../../src-shared/shift-progress';

const pct = (part: number, total: number) => (total === 0 ? 0 : (part / total) * 100);

/** One bar: done (green), in progress (blue), deferred (amber), the rest still to do (grey). */
export function ProgressBar({ label, tally }: { label: string; tally: Tally }) {
  const { t, i18n } = useLingui();
  const done = i18n.number(tally.done);
  const total = i18n.number(tally.total);
  const inProgress = i18n.number(tally.inProgress);
  const deferred = i18n.number(tally.deferred);
  const summary = t`${done} of ${total} done, ${inProgress} in progress, ${deferred} deferred`;
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{label}</span>
        <span>{summary}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={tally.total}
        aria-valuenow={tally.done}
        aria-valuetext={summary}
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="bg-emerald-600" style={{ width: `${pct(tally.done, tally.total)}%` }} />
        <div className="bg-sky-600" style={{ width: `${pct(tally.inProgress, tally.total)}%` }} />
        <div className="bg-amber-400" style={{ width: `${pct(tally.deferred, tally.total)}%` }} />
      </div>
    </div>
  );
}
