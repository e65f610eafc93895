import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The app's toasts, with sonner (about 9 KB gzipped) loaded on the first one: the phone's
 * first download has a budget (DESIGN §9) and a toast only ever follows something the user
 * did. Sonner replays toasts made before its Toaster subscribed, so nothing shown is lost.
 */
type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = 'success' | 'error' | 'info';

let sonner: Promise<typeof import('sonner')> | undefined;
const firstUse = new Set<() => void>();

/** The sonner module, fetched once; the Toaster mounts when it is first asked for. */
export function loadSonner(): Promise<typeof import('sonner')> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of firstUse) listener();
  }
  return sonner;
}

/** Calls `listener` when the first toast is asked for (at once if one already was). */
export function onFirstToast(listener: () => void): () => void {
  if (sonner) listener();
  else firstUse.add(listener);
  return () => firstUse.delete(listener);
}

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  void loadSonner().then((m) => m.toast[kind](message, options));
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
};
