import { useId, type ComponentProps } from 'react';
import { NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled native select with its validation message, like ui/field's Field. */
export function SelectField({ label, error, children, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props}>
        {children}
      </NativeSelect>
      {error && (
        <p id={errorId} className="text-sm text-destructive dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
