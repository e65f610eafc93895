import { trpc } from '../../lib/trpc';

/** The signed-in user's hotel (the session query is cached, so every view reads it for free). */
export function useWorkspaceHotel(): string | null {
  return trpc.auth.session.useQuery().data?.hotelId ?? null;
}
