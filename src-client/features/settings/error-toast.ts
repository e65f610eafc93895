import { msg } from '@lingui/core/macro';
import { toast } from '../../lib/toast';
import { i18n } from '../../lib/i18n';

/** Settings errors read 'Error' with the reason underneath (spec §8). */
export function errorToast(description: string) {
  toast.error(i18n._(msg`Error`), { description });
}
