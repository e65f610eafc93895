import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import type { ServerRefusal } from '../../lib/reasons';
import { formatHotelTime } from '../../../src-shared/display-time';
import { ROOM_STATUSES, type RoomStatus } from '../../../src-shared/room-status';
import { STATUS_LABELS } from '../../components/rooms/status-labels';

const isRoomStatus = (value: string | undefined): value is RoomStatus => (ROOM_STATUSES as readonly (string | undefined)[]).includes(value);

/**
 * What a refusal because the room moved on says when the server sent what the room is now
 * (issue 29 §5; roomNowValues on the server): "Now assigned to Ana", "Set to Dirty by Maria
 * at 10:42", the status in the reader's language and the time in the hotel's. Null when the
 * values are not there (an older server): the reason's own text then. No room number: the
 * failure list says it before. Kept out of lib/reasons.ts, which stays free of macros (its
 * tests run without the compiler).
 */
export function roomNowText(refusal: ServerRefusal | null): string | null {
  if (!refusal) return null;
  const { reason, values } = refusal;
  if ((reason !== 'ROOM_MOVED_ON' && reason !== 'ROOM_REASSIGNED') || !values || !isRoomStatus(values.status)) return null;
  const { assignee, by } = values;
  if (reason === 'ROOM_REASSIGNED' && assignee) return i18n._(msg`Now assigned to ${assignee}; your change was not applied`);
  const status = i18n._(STATUS_LABELS[values.status]);
  if (!values.at || !values.timezone) return null;
  const at = formatHotelTime(values.at, values.timezone, i18n.locale);
  return by ? i18n._(msg`Set to ${status} by ${by} at ${at}; your change was not applied`) : i18n._(msg`Set to ${status} at ${at}; your change was not applied`);
}
