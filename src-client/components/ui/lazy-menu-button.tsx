import type { ComponentProps } from 'react';
import { buttonClass } from './button';

/**
 * The button of a menu whose code (Radix) is not loaded yet: it loads on the first tap, or as
 * the pointer or focus comes near (`preload`), so the phone's first download keeps its budget
 * (DESIGN §9). `onOpen` swaps it for the menu, opened.
 */
export function LazyMenuButton({ preload, onOpen, ...props }: Omit<ComponentProps<'button'>, 'onClick'> & { preload(): unknown; onOpen(): void }) {
  return (
    <button
      type="button"
      className={buttonClass('outline', 'sm')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={onOpen}
      {...props}
    />
  );
}
