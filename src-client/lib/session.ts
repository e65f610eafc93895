import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '../../src-shared/auth.schemas';
import { trpc, type TrpcUtils } from './trpc';

/**
 * The signed-in user, or null: any failure of the session check means "no user" (spec §7).
 * A check younger than the stale time is reused; an older one is asked again.
 */
export async function fetchSessionUser(utils: TrpcUtils): Promise<SessionUser | null> {
  try {
    return await utils.auth.session.fetch();
  } catch (error) {
    console.info('Session check failed', error);
    return null;
  }
}

/** After a sign-in: drop anything cached for a previous user and remember the new one. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return (user: SessionUser) => {
    queryClient.clear();
    utils.auth.session.setData(undefined, user);
  };
}

/** Signs out; the local session is cleared and /auth shown even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();
  return {
    pending: logout.isPending,
    async logout() {
      try {
        await logout.mutateAsync();
      } catch (error) {
        console.warn('Logout failed', error);
      }
      await navigate({ to: '/auth' });
      await queryClient.cancelQueries();
      queryClient.clear();
    },
  };
}
