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
  'zh-Hans': {
    title: '新的房间分配',
    assigned: (rooms) => `已给您分配 ${rooms.join('、')} 号房`,
    rushTitle: '加急房',
    rush: (room) => `加急：${room} 号房`,
    attentionTitle: '查房不合格',
    needsAttention: (room, reason) => `${room} 号房需要处理：${reason}`,
  },
  ar: {
    title: 'إسناد غرف جديد',
    assigned: (rooms) => (rooms.length === 1 ? `أُسندت إليك الغرفة ${rooms[0]}` : `أُسندت إليك الغرف ${rooms.join('، ')}`),
    rushTitle: 'غرفة عاجلة',
    rush: (room) => `عاجل: الغرفة ${room}`,
    attentionTitle: 'لم تجتز التفتيش',
    needsAttention: (room, reason) => `الغرفة ${room} تحتاج إلى اهتمام: ${reason}`,
  },
};
