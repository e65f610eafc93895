/** Haptic feedback on phones that have it (spec §9); silently nothing elsewhere. */
export function vibrate(ms: number) {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(ms);
}
