import type { Language } from '../../../src-shared/languages';
import type { GuestRequestKind, GuestRequestStatus } from '../../../src-shared/guest-requests.schemas';
import type { LostItemStatus } from '../../../src-shared/lost-items.schemas';

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
    kind: { towels: 'Towels', amenities: 'Amenities', crib: 'Crib', extra_cleaning: 'Extra cleaning', other: 'Other' },
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
