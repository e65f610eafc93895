import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Checklist } from '../../../../src-shared/checklists.schemas';
import { Checkbox } from '../../../components/ui/checkbox';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface OptionsFieldsetProps {
  legend: string;
  /** What none ticked means ('every room type'). */
  hint: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange(value: string[]): void;
  /** Said instead of the boxes when there is nothing to tick. */
  empty?: string;
}

/** A group of checkboxes named by its legend, with what ticking none means. */
export function OptionsFieldset({ legend, hint, options, value, onChange, empty }: OptionsFieldsetProps) {
  const id = useId();
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className="space-y-1.5" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {options.length === 0 && empty ? empty : hint}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
            <Checkbox checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Copy from another checklist': picking one fills the new checklist's form with its name '(copy)', types, pass mark and items. */
export function CopyFromSelect({ checklists, onCopy }: { checklists: readonly Checklist[]; onCopy(source: Checklist): void }) {
  const { t } = useLingui();
  const id = useId();
  const [picked, setPicked] = useState('');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t`Copy from another checklist`}</Label>
      <NativeSelect
        id={id}
        value={picked}
        onChange={(e) => {
          const source = checklists.find((c) => c.id === e.target.value);
          setPicked(e.target.value);
          if (source) onCopy(source);
        }}
      >
        <option value="">{t`Start empty, or pick one…`}</option>
        {checklists.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
