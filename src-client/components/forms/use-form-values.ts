import { useState } from 'react';

/** What an input's onChange gives that a form needs: the typed value. */
export type ValueChange = (event: { target: { value: string } }) => void;

/** A form's values in one state: `set(field)` is that field's onChange; `reset()` empties the form after a success. */
export function useFormValues<T extends Record<string, string>>(empty: T) {
  const [values, setValues] = useState(empty);
  const set =
    (field: keyof T): ValueChange =>
    (event) =>
      setValues((v) => ({ ...v, [field]: event.target.value }));
  return { values, setValues, set, reset: () => setValues(empty) };
}
