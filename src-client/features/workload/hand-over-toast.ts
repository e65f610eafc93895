import { intlLocale } from '../../../src-shared/languages';
import { msg } from '@lingui/core/macro';
import type { HandOverResult } from '../../../src-shared/workload.schemas';
import { i18n } from '../../lib/i18n';

/** 'Moved 4 rooms: 2 to Ana, 2 to Rosa' (issue 18): who got what, and what stayed or went back. */
export function handOverMessage(result: HandOverResult): string {
  const moved = result.receivers.reduce((n, r) => n + r.roomNumbers.length, 0);
  const parts = result.receivers.map(({ roomNumbers, fullName }) => {
    const count = roomNumbers.length;
    return i18n._(msg`${count} to ${fullName}`);
  });
  const list = new Intl.ListFormat(intlLocale(i18n.locale), { style: 'short', type: 'unit' }).format(parts);
  const lines = [moved > 0 ? i18n._(msg`Moved ${moved} rooms: ${list}`) : i18n._(msg`No rooms to move`)];
  const left = result.unassigned.length;
  if (left > 0) lines.push(i18n._(msg`${left} could not be placed and are dirty again`));
  const kept = result.started.kept.join(', ');
  if (kept) lines.push(i18n._(msg`Started, left with her: ${kept}`));
  const released = result.started.released.join(', ');
  if (released) lines.push(i18n._(msg`Started, back to dirty: ${released}`));
  return lines.join('. ');
}
