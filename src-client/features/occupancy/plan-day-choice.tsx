import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import type { PlanDay } from './plan-day';

/** Today or tomorrow, as two pressed-or-not buttons with each day's date under its name. */
export function PlanDayChoice({ value, dates, onChange }: { value: PlanDay; dates: Record<PlanDay, string>; onChange(day: PlanDay): void }) {
  const { t } = useLingui();
  const days: [PlanDay, React.ReactNode][] = [
    ['today', <Trans key="today">Today</Trans>],
    ['tomorrow', <Trans key="tomorrow">Tomorrow</Trans>],
  ];
  return (
    <div role="group" aria-label={t`Day to plan`} className="inline-flex gap-1 rounded-lg bg-muted p-1">
      {days.map(([day, label]) => (
        <button
          key={day}
          type="button"
          aria-pressed={value === day}
          onClick={() => onChange(day)}
          className={cn(
            'flex min-h-11 flex-col items-center justify-center rounded-md px-4 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            value === day && 'bg-primary text-primary-foreground hover:text-primary-foreground',
          )}
        >
          {label}
          <span className="text-xs font-normal tabular-nums">{dates[day]}</span>
        </button>
      ))}
    </div>
  );
}
