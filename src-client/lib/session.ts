import { unsubscribeFromPush } from '../components/pwa/push-subscription';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '../../src-shared/auth.schemas';
import { hasServerAnswer, trpc, type TrpcUtils } from './trpc';
import { activateLocale, currentLocale } from './i18n';

const LAST_USER_KEY = 'hk-last-user';

/** The user of the last answered session check, for opening the app with no network. */
function rememberUser(user: SessionUser | null) {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Private mode: no offline start.
  }
}

function lastUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

/** The user's saved language wins over the browser's and this device's (issue 22): it follows them to every device. */
async function followUserLanguage(user: SessionUser | null): Promise<void> {
  if (!user?.language || user.language === currentLocale()) return;
  try {
    await activateLocale(user.language);
  } catch (error) {
    console.error('Could not load the saved language', error);
  }
}

/**
 * The signed-in user, or null: any failure of the session check means "no user" (spec §7).
 * A check younger than the stale time is reused; an older one is asked again.
 * With no network at all, the last signed-in user opens the app (the housekeeper's
 * offline shift, spec §4); the server still checks every call once it is reachable.
 */
export async function fetchSessionUser(utils: TrpcUtils): Promise<SessionUser | null> {
  try {
    const user = await utils.auth.session.fetch(undefined, { networkMode: 'always' });
    rememberUser(user);
    await followUserLanguage(user);
    return user;
  } catch (error) {
    console.info('Session check failed', error);
    if (!hasServerAnswer(error)) return lastUser();
    rememberUser(null);
    return null;
  }
}

/** After a sign-in: drop anything cached for a previous user and remember the new one. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return (user: SessionUser) => {
    queryClient.clear();
    rememberUser(user);
    utils.auth.session.setData(undefined, user);
    void followUserLanguage(user);
  };
}

/** Signs out; the local session is cleared and /auth shown even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();
  return {
    pending: logout.isPending,
    /** Offline: the sign out waits for the network (issue 29: said, not a silent grey button). */
    waiting: logout.isPaused,
    async logout() {
      try {
        await logout.mutateAsync();
      } catch (error) {
        console.warn('Logout failed', error);
      }
      await unsubscribeFromPush().catch((error) => console.warn('Push unsubscribe failed', error));
      rememberUser(null);
      await navigate({ to: '/auth' });
      await queryClient.cancelQueries();
      queryClient.clear();
    },
  };
}
