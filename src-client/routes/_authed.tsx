import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { canUseApp } from '../../src-shared/roles';
import { fetchSessionUser } from '../lib/session';

/** Layout guard: signed-in users only; non-admins also need an approved account. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context }) => {
    const user = await fetchSessionUser(context.trpc);
    if (!user || !canUseApp(user)) throw redirect({ to: '/auth' });
    return { user };
  },
  component: Outlet,
});
