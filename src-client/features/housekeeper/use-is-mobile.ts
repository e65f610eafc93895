import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../src-shared/limits';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(notify: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
}

/** Below 768 px the housekeeper gets the mobile version (spec §2, §9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
