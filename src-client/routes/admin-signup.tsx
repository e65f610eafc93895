import { createFileRoute } from '@tanstack/react-router';
import { AdminSignupScreen } from '../features/auth/admin-signup-screen';

export const Route = createFileRoute('/admin-signup')({
  component: AdminSignupScreen,
});
