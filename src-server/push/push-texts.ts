import type { Language } from '../../src-shared/languages';
import { sayIn, type CatalogText } from '../i18n/catalogs';

/** The notification texts, from the catalogs (server.po); the service worker shows them as sent. */
export const PUSH_TEXTS = {
  title: /*i18n*/ { id: 'push.assignment.title', message: 'New room assignment' },
  assigned: /*i18n*/ {
    id: 'push.assignment.body',
    message: '{count, plural, =1 {Room {rooms} has been assigned to you} other {Rooms {rooms} have been assigned to you}}',
  },
  /** How the language lists room numbers ('204, 205'; '204、205' in Chinese; '204، 205' in Arabic). */
  listSeparator: /*i18n*/ { id: 'push.listSeparator', message: ', ' },
  /** The room lifecycle (DESIGN §12): a rush room, a failed inspection. */
  rushTitle: /*i18n*/ { id: 'push.rush.title', message: 'Rush room' },
  rush: /*i18n*/ { id: 'push.rush.body', message: 'Rush: Room {room}' },
  attentionTitle: /*i18n*/ { id: 'push.attention.title', message: 'Inspection failed' },
  needsAttention: /*i18n*/ { id: 'push.attention.body', message: 'Room {room} needs attention: {reason}' },
} satisfies Record<string, CatalogText>;

export interface PushTexts {
  title: string;
  assigned(rooms: string[]): string;
  rushTitle: string;
  rush(room: string): string;
  attentionTitle: string;
  needsAttention(room: string, reason: string): string;
}

/** The notification texts in one language. */
export function pushTexts(language: Language): PushTexts {
  const say = sayIn(language);
  const t = PUSH_TEXTS;
  return {
    title: say(t.title),
    assigned: (rooms) => say(t.assigned, { count: String(rooms.length), rooms: rooms.join(say(t.listSeparator)) }),
    rushTitle: say(t.rushTitle),
    rush: (room) => say(t.rush, { room }),
    attentionTitle: say(t.attentionTitle),
    needsAttention: (room, reason) => say(t.needsAttention, { room, reason }),
  };
}
