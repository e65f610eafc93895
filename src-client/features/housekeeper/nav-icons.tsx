import { OutlineIcon } from '../../components/ui/outline-icon';

/** Decorative icons of the bottom nav (the labels carry the meaning). */
const PATHS = {
  bed: ['M2 4v16', 'M2 8h18a2 2 0 0 1 2 2v10', 'M2 17h20', 'M6 8v9'],
  building: [
    'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z',
    'M6 12H4a2 2 0 0 0-2 2v8h4',
    'M18 9h2a2 2 0 0 1 2 2v11h-4',
    'M10 6h4',
    'M10 10h4',
    'M10 14h4',
    'M10 18h4',
  ],
  clock: ['M12 6v6l4 2', 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20'],
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return <OutlineIcon paths={PATHS[name]} className="size-5" />;
}
