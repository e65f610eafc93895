/**
 * An arrow key as the reading direction means it: in a right-to-left layout the row runs
 * from the right, so ArrowLeft moves to the next item and ArrowRight to the previous. Our
 * own keyboard patterns (tabs, segmented radios, the board's grid) call this before their
 * left/right tables; Radix components do it themselves from DirectionProvider.
 */
export function inlineArrowKey(key: string, element: Element | null): string {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return key;
  const rtl = element ? getComputedStyle(element).direction === 'rtl' : document.documentElement.dir === 'rtl';
  if (!rtl) return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
}
