import type { Language } from '../../src-shared/languages';

/** The notification texts per language; the service worker shows them as sent. */
export const PUSH_TEXTS: Record<Language, { title: string; assigned(rooms: string[]): string }> = {
  en: {
    title: 'New room assignment',
    assigned: (rooms) => (rooms.length === 1 ? `Room ${rooms[0]} has been assigned to you` : `Rooms ${rooms.join(', ')} have been assigned to you`),
  },
  es: {
    title: 'Nueva asignación de habitaciones',
    assigned: (rooms) =>
      rooms.length === 1 ? `Se te ha asignado la habitación ${rooms[0]}` : `Se te han asignado las habitaciones ${rooms.join(', ')}`,
  },
};
