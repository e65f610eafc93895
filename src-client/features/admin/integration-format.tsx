import { useLingui } from '@lingui/react/macro';
import { formatHotelDateTime } from '../../../src-shared/display-time';
import { browserTimezone, DEFAULT_TIMEZONE } from '../../../src-shared/timezones';

/**
 * A moment as the admin reads it (issue 18): in the hotel's timezone when it belongs to one
 * ('Nov 23, 2026, 7:40 PM'); otherwise (a token for all hotels) on the admin's own clock,
 * labelled so it is not taken for a hotel's time.
 */
export function Moment({ iso, timezone }: { iso: string; timezone: string | undefined }) {
  const { t, i18n } = useLingui();
  if (timezone) return <>{formatHotelDateTime(iso, timezone, i18n.locale)}</>;
  const own = browserTimezone() ?? DEFAULT_TIMEZONE;
  const text = formatHotelDateTime(iso, own, i18n.locale);
  return <>{t`${text} (your time, ${own})`}</>;
}
