import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CleaningRules } from '../../../src-shared/cleaning-rules.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { PlanSection } from './plan-section';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { NativeSelect } from '../../components/ui/input';
import { TURNDOWN_RULES, type TurndownRule } from '../../../src-shared/turndown';
import { TURNDOWN_RULE_LABELS } from './plan-labels';

type Draft = Record<'stayoverEveryNights' | 'linenEveryNights' | 'optOutMaxNights' | 'touchUpAfterDays' | 'dayStart' | 'arrivalWindowMinutes', string>;
type Errors = Partial<Record<keyof Draft, string>>;

const text = (n: number | null) => (n === null ? '' : String(n));

function draftOf(rules: CleaningRules): Draft {
  return {
    stayoverEveryNights: text(rules.stayoverEveryNights),
    linenEveryNights: text(rules.linenEveryNights),
    optOutMaxNights: text(rules.optOutMaxNights),
    touchUpAfterDays: text(rules.touchUpAfterDays),
    dayStart: rules.dayStart,
    arrivalWindowMinutes: text(rules.arrivalWindowMinutes),
  };
}

/** A whole number in [1, max], null for an empty optional field, or 'bad'. */
function wholeIn(value: string, max: number, optional: boolean): number | null | 'bad' {
  const v = value.trim();
  if (v === '') return optional ? null : 'bad';
  if (!/^\d+$/.test(v)) return 'bad';
  const n = Number(v);
  return n >= 1 && n <= max ? n : 'bad';
}

/**
 * The hotel's cleaning cadence (DESIGN §17): stayover every N nights, linen every N nights,
 * opt-out honoured up to N nights, touch-up after N days, the day start, and whether the
 * day's plan applies itself at the day start.
 */
export function CleaningRulesForm({ hotelId }: { hotelId: string }) {
  const rules = trpc.occupancy.rules.useQuery({ hotelId });
  return (
    <PlanSection title={<Trans>Cleaning rules</Trans>}>
        {rules.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : rules.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Could not load the cleaning rules</Trans>
          </p>
        ) : (
          <RulesFields hotelId={hotelId} rules={rules.data} />
        )}
    </PlanSection>
  );
}

function RulesFields({ hotelId, rules }: { hotelId: string; rules: CleaningRules }) {
  const { t, i18n } = useLingui();
  const autoId = useId();
  const turndownId = useId();
  const [turndownRule, setTurndownRule] = useState<TurndownRule>(rules.turndownRule);
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [autoApply, setAutoApply] = useState(rules.autoApply);
  const save = trpc.occupancy.saveRules.useMutation();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const whole = {
    stayoverEveryNights: wholeIn(draft.stayoverEveryNights, 30, false),
    linenEveryNights: wholeIn(draft.linenEveryNights, 30, true),
    optOutMaxNights: wholeIn(draft.optOutMaxNights, 30, true),
    touchUpAfterDays: wholeIn(draft.touchUpAfterDays, 90, true),
  };
  // DESIGN §22: 0 is allowed (no room held ahead), so not wholeIn's 1..max.
  const arrivalWindow = /^\d+$/.test(draft.arrivalWindowMinutes.trim()) && Number(draft.arrivalWindowMinutes) <= 720 ? Number(draft.arrivalWindowMinutes) : 'bad';
  const { errors, pending, submitWith } = useFormSubmit({
    check: () => {
      const nights = t`Enter a whole number of nights from 1 to 30`;
      const found: Errors = {
        stayoverEveryNights: whole.stayoverEveryNights === 'bad' || whole.stayoverEveryNights === null ? nights : undefined,
        linenEveryNights: whole.linenEveryNights === 'bad' ? nights : undefined,
        optOutMaxNights: whole.optOutMaxNights === 'bad' ? nights : undefined,
        touchUpAfterDays: whole.touchUpAfterDays === 'bad' ? t`Enter a whole number of days from 1 to 90` : undefined,
        dayStart: /^([01]\d|2[0-3]):[0-5]\d$/.test(draft.dayStart) ? undefined : t`Please enter a time as HH:mm`,
        arrivalWindowMinutes: arrivalWindow === 'bad' ? t`Enter a whole number of minutes from 0 to 720` : undefined,
      };
      return Object.values(found).some(Boolean) ? found : null;
    },
    mutate: save.mutateAsync,
    onSuccess: (saved) => {
      utils.occupancy.rules.setData({ hotelId }, saved);
      // The plan follows the cadence: the preview is asked again.
      void utils.occupancy.invalidate();
      void utils.turndown.invalidate();
    },
    success: t`Cleaning rules saved`,
    failure: t`Could not save the cleaning rules`,
  });

  return (
    <form noValidate onSubmit={submitWith({ hotelId, ...whole, dayStart: draft.dayStart, autoApply, arrivalWindowMinutes: arrivalWindow === 'bad' ? 0 : arrivalWindow, turndownRule })} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Stayover service every N nights (1 = daily)`}
          inputMode="numeric"
          value={draft.stayoverEveryNights}
          error={errors.stayoverEveryNights}
          onChange={set('stayoverEveryNights')}
        />
        <Field
          label={t`Linen change every N nights (empty: none)`}
          inputMode="numeric"
          value={draft.linenEveryNights}
          error={errors.linenEveryNights}
          onChange={set('linenEveryNights')}
        />
        <Field
          label={t`Guest opt-out honoured up to N nights (empty: always)`}
          inputMode="numeric"
          value={draft.optOutMaxNights}
          error={errors.optOutMaxNights}
          onChange={set('optOutMaxNights')}
        />
        <Field
          label={t`Touch-up of a vacant room after N days (empty: never)`}
          inputMode="numeric"
          value={draft.touchUpAfterDays}
          error={errors.touchUpAfterDays}
          onChange={set('touchUpAfterDays')}
        />
        <Field label={t`Day start`} type="time" value={draft.dayStart} error={errors.dayStart} onChange={set('dayStart')} />
        <Field
          label={t`Arriving guests first: rooms whose guest arrives within N minutes`}
          inputMode="numeric"
          value={draft.arrivalWindowMinutes}
          error={errors.arrivalWindowMinutes}
          onChange={set('arrivalWindowMinutes')}
        />
        <div className="space-y-1.5">
          <label htmlFor={turndownId} className="text-sm font-medium">
            <Trans>Evening turndown</Trans>
          </label>
          <NativeSelect id={turndownId} value={turndownRule} onChange={(e) => setTurndownRule(e.target.value as TurndownRule)}>
            {TURNDOWN_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {i18n._(TURNDOWN_RULE_LABELS[rule])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id={autoId} checked={autoApply} onChange={(e) => setAutoApply(e.target.checked)} />
        <label htmlFor={autoId} className="text-sm font-medium">
          <Trans>Apply the day's plan automatically at the day start</Trans>
        </label>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          <Trans>Save rules</Trans>
        </Button>
      </div>
    </form>
  );
}
