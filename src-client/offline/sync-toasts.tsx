import { msg, plural } from '@lingui/core/macro';
import { toast } from '../lib/toast';
import { TOAST_MS } from '../../src-shared/limits';
import { i18n } from '../lib/i18n';
import { errorMessage } from '../lib/forms';
import type { SyncFailure, SyncResult } from './sync-queue';

/** What the failed list says for one change: the room and the server's reason. */
function FailureList({ failed }: { failed: SyncFailure[] }) {
  return (
    <div>
      <p>{i18n._(msg`Some changes could not be synced`)}</p>
      <ul className="mt-1 list-disc ps-4">
        {failed.map((f, index) => (
          <li key={index}>
            <RoomFailure roomNumber={f.roomNumber} refusal={f.refusal} text={f.text} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The kind's own words (a room that moved on says what it is now), else the server's reason. */
function RoomFailure({ roomNumber, refusal, text }: Pick<SyncFailure, 'roomNumber' | 'refusal' | 'text'>) {
  const why = text ?? errorMessage(refusal, i18n._(msg`No answer from the server`));
  return <>{i18n._(msg`Room ${roomNumber}: ${why}`)}</>;
}

/** 'Synced {n} updates' and '{n} updates failed' (spec §8), the failures for 5 s. */
export function showSyncResult({ synced, failed }: SyncResult) {
  if (synced > 0) {
    toast.success(plural(synced, { one: 'Synced # update', other: 'Synced # updates' }), {
      description: i18n._(msg`Your offline changes have been saved`),
    });
  }
  if (failed.length > 0) {
    const n = failed.length;
    toast.error(plural(n, { one: '# update failed', other: '# updates failed' }), {
      description: <FailureList failed={failed} />,
      duration: TOAST_MS.syncFailure,
    });
  }
}
