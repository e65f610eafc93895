import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { trpc } from '../../lib/trpc';
import type { LifecycleChange } from './lifecycle-changes';

type Client = ReturnType<typeof trpc.useUtils>['client'];

/** One clock or deferral action, live or from the queue: `clientActionId` makes a resend harmless (DESIGN §6). */
export function sendLifecycleChange(
  client: Client,
  roomId: string,
  change: LifecycleChange,
  device: { clientActionId: string; changedAt: string; expectedVersion?: number },
): Promise<BoardRoom> {
  const sent = { roomId, ...device };
  switch (change.kind) {
    case 'timer':
      return client.roomLifecycle.timer.mutate({ ...sent, action: change.action });
    case 'defer':
      return client.roomLifecycle.defer.mutate({ ...sent, reason: change.reason, retryAt: change.retryAt });
    case 'clear-deferral':
      return client.roomLifecycle.clearDeferral.mutate(sent);
  }
}
