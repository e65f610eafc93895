import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message bound through aria-describedby. */
export function Field({ label, error, ...inputProps }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error && (
        <p id={errorId} className="text-sm text-destructive dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
