import type { Language } from '../../../src-shared/languages';
import type { GuestRequestKind, GuestRequestStatus } from '../../../src-shared/guest-requests.schemas';
import type { LostItemStatus } from '../../../src-shared/lost-items.schemas';
import { GUEST_REQUEST_KIND_EN } from '../../../src-shared/system-notes';

/**
 * The words of guest requests and lost and found outside the app (issue 21): the push a
 * housekeeper gets and the CSV an office opens, per language, with the app's own terms
 * (src-client/locales/es).
 */
export const SERVICE_TEXTS: Record<
  Language,
  {
    kind: Record<GuestRequestKind, string>;
    requestStatus: Record<GuestRequestStatus, string>;
    lostStatus: Record<LostItemStatus, string>;
    pushTitle: string;
    pushBody(room: string, what: string, due: string | null): string;
    requestHeaders: string[];
    lostHeaders: string[];
    fileName: { requests: string; lost: string };
  }
> = {
  en: {
    kind: GUEST_REQUEST_KIND_EN,
    requestStatus: { open: 'Open', done: 'Done', cancelled: 'Cancelled' },
    lostStatus: { kept: 'Kept', returned: 'Returned', disposed: 'Disposed' },
    pushTitle: 'Guest request',
    pushBody: (room, what, due) => `Room ${room}: ${what}${due ? ` by ${due}` : ''}`,
    requestHeaders: ['Room', 'Request', 'Note', 'Logged date', 'Logged time', 'Due', 'Assigned to', 'Status', 'Done by', 'Done at', 'Minutes taken', 'Logged by'],
    lostHeaders: ['Found date', 'Found time', 'Room', 'Place', 'Description', 'Found by', 'Stored at', 'Status', 'Status date', 'Disposal due'],
    fileName: { requests: 'guest-requests', lost: 'lost-and-found' },
  },
  es: {
    kind: { towels: 'Toallas', amenities: 'Amenidades', crib: 'Cuna', extra_cleaning: 'Limpieza adicional', other: 'Otro' },
    requestStatus: { open: 'Abierta', done: 'Hecha', cancelled: 'Cancelada' },
    lostStatus: { kept: 'Guardado', returned: 'Devuelto', disposed: 'Desechado' },
    pushTitle: 'Solicitud de huésped',
    pushBody: (room, what, due) => `Habitación ${room}: ${what}${due ? ` antes de las ${due}` : ''}`,
    requestHeaders: [
      'Habitación',
      'Solicitud',
      'Nota',
      'Fecha de registro',
      'Hora de registro',
      'Para',
      'Asignada a',
      'Estado',
      'Hecha por',
      'Hecha a las',
      'Minutos',
      'Registrada por',
    ],
    lostHeaders: ['Fecha', 'Hora', 'Habitación', 'Lugar', 'Descripción', 'Encontrado por', 'Guardado en', 'Estado', 'Fecha de estado', 'Desechar desde'],
    fileName: { requests: 'solicitudes', lost: 'objetos-perdidos' },
  },
  'pt-BR': {
    kind: { towels: 'Toalhas', amenities: 'Amenidades', crib: 'Berço', extra_cleaning: 'Limpeza extra', other: 'Outro' },
    requestStatus: { open: 'Aberto', done: 'Concluído', cancelled: 'Cancelado' },
    lostStatus: { kept: 'Guardado', returned: 'Devolvido', disposed: 'Descartado' },
    pushTitle: 'Pedido do hóspede',
    pushBody: (room, what, due) => `Quarto ${room}: ${what}${due ? ` até ${due}` : ''}`,
    requestHeaders: [
      'Quarto',
      'Pedido',
      'Recado',
      'Data do registro',
      'Hora do registro',
      'Prazo',
      'Atribuído a',
      'Status',
      'Concluído por',
      'Concluído às',
      'Minutos',
      'Registrado por',
    ],
    lostHeaders: ['Data', 'Hora', 'Quarto', 'Local', 'Descrição', 'Achado por', 'Guardado em', 'Status', 'Data do status', 'Descartar a partir de'],
    fileName: { requests: 'pedidos-de-hospedes', lost: 'achados-e-perdidos' },
  },
  fr: {
    kind: { towels: 'Serviettes', amenities: "Produits d'accueil", crib: 'Lit bébé', extra_cleaning: 'Nettoyage supplémentaire', other: 'Autre' },
    requestStatus: { open: 'Ouverte', done: 'Terminée', cancelled: 'Annulée' },
    lostStatus: { kept: 'Rangé', returned: 'Rendu', disposed: 'Éliminé' },
    pushTitle: 'Demande client',
    pushBody: (room, what, due) => `Chambre ${room} : ${what}${due ? ` avant ${due}` : ''}`,
    requestHeaders: [
      'Chambre',
      'Demande',
      'Note',
      "Date d'enregistrement",
      "Heure d'enregistrement",
      'Avant',
      'Attribuée à',
      'Statut',
      'Faite par',
      'Faite à',
      'Minutes',
      'Enregistrée par',
    ],
    lostHeaders: ['Date', 'Heure', 'Chambre', 'Lieu', 'Description', 'Trouvé par', 'Rangé à', 'Statut', 'Date du statut', 'À éliminer le'],
    fileName: { requests: 'demandes-clients', lost: 'objets-trouves' },
  },
  pl: {
    kind: { towels: 'Ręczniki', amenities: 'Kosmetyki', crib: 'Łóżeczko', extra_cleaning: 'Dodatkowe sprzątanie', other: 'Inne' },
    requestStatus: { open: 'Otwarta', done: 'Wykonana', cancelled: 'Anulowana' },
    lostStatus: { kept: 'Przechowywany', returned: 'Zwrócony', disposed: 'Zutylizowany' },
    pushTitle: 'Prośba gościa',
    pushBody: (room, what, due) => `Pokój ${room}: ${what}${due ? ` do ${due}` : ''}`,
    requestHeaders: [
      'Pokój',
      'Prośba',
      'Notatka',
      'Data zapisu',
      'Godzina zapisu',
      'Termin',
      'Przydzielono',
      'Status',
      'Wykonał(a)',
      'Wykonano o',
      'Minuty',
      'Zapisał(a)',
    ],
    lostHeaders: ['Data', 'Godzina', 'Pokój', 'Miejsce', 'Opis', 'Znalazł(a)', 'Przechowywany w', 'Status', 'Data statusu', 'Do utylizacji od'],
    fileName: { requests: 'prosby-gosci', lost: 'rzeczy-znalezione' },
  },
  ht: {
    kind: { towels: 'Sèvyèt', amenities: 'Pwodui twalèt', crib: 'Kabann tibebe', extra_cleaning: 'Netwayaj anplis', other: 'Lòt' },
    requestStatus: { open: 'Louvri', done: 'Fini', cancelled: 'Anile' },
    lostStatus: { kept: 'Sere', returned: 'Remèt', disposed: 'Jete' },
    pushTitle: 'Demann kliyan',
    pushBody: (room, what, due) => `Chanm ${room}: ${what}${due ? ` avan ${due}` : ''}`,
    requestHeaders: ['Chanm', 'Demann', 'Nòt', 'Dat anrejistre', 'Lè anrejistre', 'Pou', 'Asiyen bay', 'Eta', 'Fèt pa', 'Fèt a', 'Minit', 'Anrejistre pa'],
    lostHeaders: ['Dat', 'Lè', 'Chanm', 'Kote', 'Deskripsyon', 'Jwenn pa', 'Sere nan', 'Eta', 'Dat eta', 'Pou jete apati'],
    fileName: { requests: 'demann-kliyan', lost: 'obje-pedi' },
  },
  vi: {
    kind: { towels: 'Khăn tắm', amenities: 'Đồ tiện nghi', crib: 'Nôi em bé', extra_cleaning: 'Dọn thêm', other: 'Khác' },
    requestStatus: { open: 'Đang chờ', done: 'Xong', cancelled: 'Đã hủy' },
    lostStatus: { kept: 'Đang giữ', returned: 'Đã trả lại', disposed: 'Đã thanh lý' },
    pushTitle: 'Yêu cầu của khách',
    pushBody: (room, what, due) => `Phòng ${room}: ${what}${due ? ` trước ${due}` : ''}`,
    requestHeaders: ['Phòng', 'Yêu cầu', 'Ghi chú', 'Ngày ghi nhận', 'Giờ ghi nhận', 'Hạn', 'Giao cho', 'Trạng thái', 'Người làm', 'Xong lúc', 'Số phút', 'Người ghi nhận'],
    lostHeaders: ['Ngày tìm thấy', 'Giờ tìm thấy', 'Phòng', 'Nơi tìm thấy', 'Mô tả', 'Người tìm thấy', 'Nơi cất giữ', 'Trạng thái', 'Ngày trạng thái', 'Hạn thanh lý'],
    fileName: { requests: 'yeu-cau-cua-khach', lost: 'do-that-lac' },
  },
  tl: {
    kind: { towels: 'Tuwalya', amenities: 'Amenities', crib: 'Kuna', extra_cleaning: 'Dagdag na linis', other: 'Iba pa' },
    requestStatus: { open: 'Bukas', done: 'Tapos', cancelled: 'Kinansela' },
    lostStatus: { kept: 'Nakatago', returned: 'Naibalik', disposed: 'Itinapon' },
    pushTitle: 'Hiling ng bisita',
    pushBody: (room, what, due) => `Kuwarto ${room}: ${what}${due ? ` bago mag-${due}` : ''}`,
    requestHeaders: ['Kuwarto', 'Hiling', 'Tala', 'Petsa ng tala', 'Oras ng tala', 'Takdang oras', 'Naka-assign kay', 'Status', 'Ginawa ni', 'Natapos noong', 'Minutong inabot', 'Itinala ni'],
    lostHeaders: ['Petsa nakita', 'Oras nakita', 'Kuwarto', 'Lugar', 'Paglalarawan', 'Nakita ni', 'Nakatago sa', 'Status', 'Petsa ng status', 'Itatapon mula'],
    fileName: { requests: 'mga-hiling-ng-bisita', lost: 'lost-and-found' },
  },
  'zh-Hans': {
    kind: { towels: '毛巾', amenities: '客用品', crib: '婴儿床', extra_cleaning: '额外清扫', other: '其他' },
    requestStatus: { open: '待处理', done: '已完成', cancelled: '已取消' },
    lostStatus: { kept: '保管中', returned: '已归还', disposed: '已处置' },
    pushTitle: '客人需求',
    pushBody: (room, what, due) => `${room} 号房：${what}${due ? `，${due} 前` : ''}`,
    requestHeaders: ['房号', '需求', '备注', '登记日期', '登记时间', '截止', '分配给', '状态', '完成人', '完成时间', '用时（分钟）', '登记人'],
    lostHeaders: ['拾获日期', '拾获时间', '房号', '地点', '描述', '拾获人', '存放位置', '状态', '状态日期', '应处置日期'],
    fileName: { requests: 'guest-requests', lost: 'lost-and-found' },
  },
  ar: {
    kind: { towels: 'مناشف', amenities: 'مستلزمات الضيافة', crib: 'سرير أطفال', extra_cleaning: 'تنظيف إضافي', other: 'أخرى' },
    requestStatus: { open: 'مفتوح', done: 'تم', cancelled: 'ملغى' },
    lostStatus: { kept: 'محفوظ', returned: 'أُعيد', disposed: 'تم التخلص منه' },
    pushTitle: 'طلب نزيل',
    pushBody: (room, what, due) => `الغرفة ${room}: ${what}${due ? ` قبل ${due}` : ''}`,
    requestHeaders: ['الغرفة', 'الطلب', 'ملاحظة', 'تاريخ التسجيل', 'وقت التسجيل', 'الموعد', 'مُسند إلى', 'الحالة', 'أنجزه', 'وقت الإنجاز', 'الدقائق', 'سجّله'],
    lostHeaders: ['تاريخ العثور', 'وقت العثور', 'الغرفة', 'المكان', 'الوصف', 'عثر عليه', 'مكان الحفظ', 'الحالة', 'تاريخ الحالة', 'موعد التخلص'],
    fileName: { requests: 'guest-requests', lost: 'lost-and-found' },
  },
};
