import { useId, type ComponentProps } from 'react';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled text area with a hint and its validation message bound to it. */
export function TextareaField({ label, hint, error, ...props }: TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
