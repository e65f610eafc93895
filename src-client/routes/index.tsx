import { createFileRoute, Navigate } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { FullPageSpinner } from '../components/ui/spinner';

export const Route = createFileRoute('/')({
  component: Landing,
});

/** Spinner during the session check, then /dashboard or /auth (spec §2). */
function Landing() {
  const session = trpc.auth.session.useQuery();
  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) {
    console.info('Session check failed', session.error);
    return <Navigate to="/auth" replace />;
  }
  return <Navigate to="/dashboard" replace />;
}
