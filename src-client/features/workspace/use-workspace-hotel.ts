import { trpc } from '../../lib/trpc';

/** The signed-in user's hotel (the session query is cached, so every view reads it for free). */
export function useWorkspaceHotel(): string | null {
  return trpc.auth.session.useQuery().data?.hotelId ?? null;
}

/**
 * The signed-in user's role, from the same cached session. A route component reads it here
 * rather than from its route's context, which would split a router chunk into every role's
 * first download.
 */
export function useWorkspaceRole(): string | null {
  return trpc.auth.session.useQuery().data?.role ?? null;
}
