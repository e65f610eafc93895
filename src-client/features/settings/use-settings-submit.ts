import { firstError } from '../../lib/forms';
import { useFormSubmit } from '../../lib/use-form-submit';
import { errorToast } from './error-toast';

type Options<TInput, TOutput> = Omit<Parameters<typeof useFormSubmit<TInput, TOutput>>[0], 'invalid' | 'failed'>;

/**
 * The submit flow of a settings card: each wrong field says why next to it (issue 13) and the
 * card's 'Error' toast (spec §8) says it too, a failed confirmation (`check`) before the rest.
 */
export function useSettingsSubmit<TInput, TOutput>(options: Options<TInput, TOutput>) {
  return useFormSubmit<TInput, TOutput>({
    ...options,
    invalid: (errors) => errorToast(firstError({ ...options.check?.(), ...errors })),
    failed: (message) => errorToast(message),
  });
}
