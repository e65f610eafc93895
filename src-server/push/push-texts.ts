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
  ht: {
    title: 'Nouvo chanm pou ou',
    assigned: (rooms) => (rooms.length === 1 ? `Yo ba ou chanm ${rooms[0]}` : `Yo ba ou chanm ${rooms.join(', ')}`),
    rushTitle: 'Chanm ijan',
    rush: (room) => `Ijan: chanm ${room}`,
    attentionTitle: 'Enspeksyon an echwe',
    needsAttention: (room, reason) => `Chanm ${room} bezwen atansyon: ${reason}`,
  },
  vi: {
    title: 'Phòng mới được giao',
    assigned: (rooms) => (rooms.length === 1 ? `Bạn được giao phòng ${rooms[0]}` : `Bạn được giao các phòng ${rooms.join(', ')}`),
    rushTitle: 'Phòng gấp',
    rush: (room) => `Gấp: phòng ${room}`,
    attentionTitle: 'Không đạt kiểm tra',
    needsAttention: (room, reason) => `Phòng ${room} cần xử lý: ${reason}`,
  },
  tl: {
    title: 'Bagong kuwartong naka-assign',
    assigned: (rooms) => (rooms.length === 1 ? `Naka-assign sa iyo ang kuwarto ${rooms[0]}` : `Naka-assign sa iyo ang mga kuwarto ${rooms.join(', ')}`),
    rushTitle: 'Apurahang kuwarto',
    rush: (room) => `Apurahan: kuwarto ${room}`,
    attentionTitle: 'Bagsak sa inspeksyon',
    needsAttention: (room, reason) => `Kailangang balikan ang kuwarto ${room}: ${reason}`,
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
