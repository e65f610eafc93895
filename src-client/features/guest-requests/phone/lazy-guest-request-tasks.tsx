import { lazy, Suspense, type ComponentProps } from 'react';

// Loaded when a room has a guest request: most phones have none at first paint (DESIGN §9 budget).
const GuestRequestTasks = lazy(() => import('./guest-request-tasks').then((m) => ({ default: m.GuestRequestTasks })));

export function LazyGuestRequestTasks(props: ComponentProps<typeof GuestRequestTasks>) {
  if (props.requests.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GuestRequestTasks {...props} />
    </Suspense>
  );
}
