import type { Language } from '../../src-shared/languages';

/** The notification texts per language; the service worker shows them as sent. */
export const PUSH_TEXTS: Record<
  Language,
  {
    title: string;
    assigned(rooms: string[]): string;
    /** The room lifecycle (DESIGN §12): a rush room, a failed inspection. */
    rushTitle: string;
    rush(room: string): string;
    attentionTitle: string;
    needsAttention(room: string, reason: string): string;
  }
> = {
  en: {
    title: 'New room assignment',
    assigned: (rooms) => (rooms.length === 1 ? `Room ${rooms[0]} has been assigned to you` : `Rooms ${rooms.join(', ')} have been assigned to you`),
    rushTitle: 'Rush room',
    rush: (room) => `Rush: Room ${room}`,
    attentionTitle: 'Inspection failed',
    needsAttention: (room, reason) => `Room ${room} needs attention: ${reason}`,
  },
  es: {
    title: 'Nueva asignación de habitaciones',
    assigned: (rooms) =>
      rooms.length === 1 ? `Se le ha asignado la habitación ${rooms[0]}` : `Se le han asignado las habitaciones ${rooms.join(', ')}`,
    rushTitle: 'Habitación urgente',
    rush: (room) => `Urgente: habitación ${room}`,
    attentionTitle: 'Inspección no superada',
    needsAttention: (room, reason) => `La habitación ${room} necesita atención: ${reason}`,
  },
  'pt-BR': {
    title: 'Novos quartos atribuídos',
    assigned: (rooms) =>
      rooms.length === 1 ? `O quarto ${rooms[0]} foi atribuído a você` : `Os quartos ${rooms.join(', ')} foram atribuídos a você`,
    rushTitle: 'Quarto urgente',
    rush: (room) => `Urgente: quarto ${room}`,
    attentionTitle: 'Vistoria reprovada',
    needsAttention: (room, reason) => `O quarto ${room} precisa de atenção: ${reason}`,
  },
  fr: {
    title: 'Nouvelles chambres attribuées',
    assigned: (rooms) =>
      rooms.length === 1 ? `La chambre ${rooms[0]} vous a été attribuée` : `Les chambres ${rooms.join(', ')} vous ont été attribuées`,
    rushTitle: 'Chambre urgente',
    rush: (room) => `Urgente : chambre ${room}`,
    attentionTitle: 'Contrôle refusé',
    needsAttention: (room, reason) => `La chambre ${room} demande votre attention : ${reason}`,
  },
  pl: {
    title: 'Nowe przydzielone pokoje',
    assigned: (rooms) => (rooms.length === 1 ? `Przydzielono ci pokój ${rooms[0]}` : `Przydzielono ci pokoje ${rooms.join(', ')}`),
    rushTitle: 'Pilny pokój',
    rush: (room) => `Pilne: pokój ${room}`,
    attentionTitle: 'Kontrola nieudana',
    needsAttention: (room, reason) => `Pokój ${room} wymaga uwagi: ${reason}`,
  },
};
