import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PmsSyncFailure } from '../../../src-shared/pms.schemas';
import { Badge } from '../../components/ui/badge';
import { trpc } from '../../lib/trpc';

const NONE: ReadonlyMap<string, PmsSyncFailure> = new Map();
/** Screens outside the manager's board have none: the marks are the managers' (issue 20 point 3). */
const PmsSyncContext = createContext<ReadonlyMap<string, PmsSyncFailure>>(NONE);

/**
 * The rooms whose push to the PMS failed for good (after the retries and backoff) and no later
 * push went through, read once for the whole board and kept current by the live 'pms-sync'
 * event; every row and tile asks it for its room.
 */
export function PmsSyncFailuresProvider({ hotelId, children }: { hotelId: string; children: ReactNode }) {
  const query = trpc.pms.syncFailures.useQuery({ hotelId });
  const byRoom = useMemo(() => (query.data?.length ? new Map(query.data.map((f) => [f.roomId, f])) : NONE), [query.data]);
  return <PmsSyncContext.Provider value={byRoom}>{children}</PmsSyncContext.Provider>;
}

export function usePmsSyncFailure(roomId: string): PmsSyncFailure | undefined {
  return useContext(PmsSyncContext).get(roomId);
}

/** The mark on a room's row: a symbol and the words, so it reads without colour. */
export function PmsSyncMark({ roomId }: { roomId: string }) {
  const failure = usePmsSyncFailure(roomId);
  if (!failure) return null;
  return (
    <Badge tone="danger" data-pms-sync-failed="" className="ms-1 gap-1 align-middle">
      <span aria-hidden="true">⚠</span>
      <Trans>PMS sync failed</Trans>
    </Badge>
  );
}
