import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { toast } from './toast';
import { errorMessage, validate, type FieldErrors } from './forms';

interface FormSubmit<TInput, TOutput> {
  /** The shared input schema: nothing is sent while a field is wrong, each says why (spec §5). */
  schema?: ZodType<TInput>;
  /** Checks the schema cannot make (a hotel required for this role…): errors by field, shown with the schema's. */
  check?(): FieldErrors | null;
  mutate(input: TInput): Promise<TOutput>;
  /** The success toast, or none (the caller shows its own, e.g. with Undo). */
  success?: string | ((answer: TOutput) => string);
  /** The failure toast's fallback when the server gave no reason. */
  failure: string;
  /** Said next to a field instead of in a toast (the one field the form has, or 'form' for the form's own line). */
  failureField?: string;
  /** Says the failure another way than the plain toast (the rooms' toast, a refusal of its own). */
  failed?(message: string, error: unknown): void;
  /** A wrong field is said in a toast too (the spec's toast for mistyped room numbers). */
  invalid?(errors: FieldErrors): void;
  /** After success, before closing: patch caches with the answer. */
  onSuccess?(answer: TOutput): void;
  /** Closes the dialog after success (a form on a page has none). */
  close?(): void;
  /** Lists read again after the attempt, success or not (they may have moved meanwhile). */
  refresh?(): Promise<unknown>;
}

/**
 * The one submit flow of the app's forms, in a dialog (FormDialog) or on a page (sign-up,
 * settings): validate → send → toast → close → refresh. `submitWith(values)` is the form's
 * onSubmit; `errors` go to the fields.
 */
export function useFormSubmit<TInput, TOutput>(options: FormSubmit<TInput, TOutput>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function run(values: unknown): Promise<boolean> {
    let input = values as TInput;
    const found: FieldErrors = {};
    if (options.schema) {
      const checked = validate(options.schema, values);
      Object.assign(found, checked.errors);
      if (checked.data) input = checked.data;
    }
    Object.assign(found, options.check?.());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      options.invalid?.(found);
      return false;
    }
    setPending(true);
    try {
      const answer = await options.mutate(input);
      options.onSuccess?.(answer);
      const success = typeof options.success === 'function' ? options.success(answer) : options.success;
      if (success) toast.success(success);
      options.close?.();
      return true;
    } catch (error) {
      const message = errorMessage(error, options.failure);
      if (options.failureField) setErrors({ [options.failureField]: message });
      else if (options.failed) options.failed(message, error);
      else toast.error(message);
      return false;
    } finally {
      setPending(false);
      await options.refresh?.();
    }
  }

  return {
    errors,
    setErrors,
    pending,
    /** Sends these values now (a dialog without a form element). */
    run,
    submitWith: (values: unknown) => (event: FormEvent) => {
      event.preventDefault();
      if (!pending) void run(values);
    },
  };
}
