import { firstError } from '../../lib/forms';
import { useDialogSubmit } from '../../lib/use-dialog-submit';
import { errorToast } from './error-toast';

type Options<TInput, TOutput> = Omit<Parameters<typeof useDialogSubmit<TInput, TOutput>>[0], 'invalid' | 'failed'>;

/**
 * The submit flow of a settings card: each wrong field says why next to it (issue 13) and the
 * card's 'Error' toast (spec §8) says it too, a failed confirmation (`check`) before the rest.
 */
export function useSettingsSubmit<TInput, TOutput>(options: Options<TInput, TOutput>) {
  return useDialogSubmit<TInput, TOutput>({
    ...options,
    invalid: (errors) => errorToast(firstError({ ...options.check?.(), ...errors })),
    failed: (message) => errorToast(message),
  });
}
