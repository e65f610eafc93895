import type { Language } from '../../../src-shared/languages';
import type { RoomStatus } from '../../../src-shared/room-status';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import { LATE_CHECKOUT_DIRTY_NOTE, OUT_OF_SERVICE_DEFAULT_NOTE } from '../../../src-shared/room-effects';

/**
 * Every word of the report CSVs, in each language (issue 18): a file an office opens in a
 * spreadsheet, which has no translation of its own. The Spanish follows the app's catalogs
 * (src-client/locales/es), so the file and the screen use the same terms.
 */
export interface CsvTexts {
  attendantHeaders: {
    housekeeper: string;
    roomsCleaned: string;
    credits: string;
    workedMinutes: string;
    minutesPerRoom: string;
    deferrals: string;
    inspectionsPassed: string;
    inspectionsFailed: string;
    housekeeperId: string;
  };
  historyHeaders: { room: string; date: string; time: string; from: string; to: string; by: string; cleaningType: string; notes: string };
  status: Record<RoomStatus, string>;
  cleaningType: Record<CleaningType, string>;
  deferral: Record<DeferralReason, string>;
  retryAt(reason: string, time: string): string;
  /** The notes the system itself writes on rooms (in English), as this language says them. */
  systemNotes: Record<string, string>;
  fileName: { attendants: string; history: string };
}

export const CSV_TEXTS: Record<Language, CsvTexts> = {
  en: {
    attendantHeaders: {
      housekeeper: 'Housekeeper',
      roomsCleaned: 'Rooms cleaned',
      credits: 'Credits',
      workedMinutes: 'Minutes worked',
      minutesPerRoom: 'Minutes per room',
      deferrals: 'Deferrals',
      inspectionsPassed: 'Inspections passed',
      inspectionsFailed: 'Inspections failed',
      housekeeperId: 'Housekeeper ID',
    },
    historyHeaders: { room: 'Room', date: 'Date', time: 'Time', from: 'From status', to: 'To status', by: 'By', cleaningType: 'Cleaning type', notes: 'Notes' },
    status: { clean: 'Clean', dirty: 'Dirty', assigned: 'Assigned', out_of_service: 'Out of Service', pms_updated: 'PMS Updated', inspected: 'Inspected', out_of_order: 'Out of Order' },
    cleaningType: { departure: 'Departure', stayover: 'Stayover', touch_up: 'Touch-up' },
    deferral: { dnd: 'Do not disturb', refused: 'Service refused', guest_in_room: 'Guest in room' },
    retryAt: (reason, time) => `${reason}, retry at ${time}`,
    systemNotes: {},
    fileName: { attendants: 'attendants', history: 'history' },
  },
  es: {
    attendantHeaders: {
      housekeeper: 'Camarera',
      roomsCleaned: 'Habitaciones limpiadas',
      credits: 'Créditos',
      workedMinutes: 'Minutos trabajados',
      minutesPerRoom: 'Minutos por habitación',
      deferrals: 'Aplazamientos',
      inspectionsPassed: 'Inspecciones superadas',
      inspectionsFailed: 'Inspecciones no superadas',
      housekeeperId: 'ID de la camarera',
    },
    historyHeaders: {
      room: 'Habitación',
      date: 'Fecha',
      time: 'Hora',
      from: 'Estado anterior',
      to: 'Estado nuevo',
      by: 'Por',
      cleaningType: 'Tipo de limpieza',
      notes: 'Notas',
    },
    status: {
      clean: 'Limpia',
      dirty: 'Sucia',
      assigned: 'Asignada',
      out_of_service: 'Fuera de servicio',
      pms_updated: 'Actualizada en el PMS',
      inspected: 'Inspeccionada',
      out_of_order: 'Fuera de orden',
    },
    cleaningType: { departure: 'Salida', stayover: 'Estancia', touch_up: 'Repaso' },
    deferral: { dnd: 'No molestar', refused: 'Servicio rechazado', guest_in_room: 'Huésped en la habitación' },
    retryAt: (reason, time) => `${reason}, reintentar a las ${time}`,
    systemNotes: {
      [OUT_OF_SERVICE_DEFAULT_NOTE]: 'Marcada fuera de servicio',
      [LATE_CHECKOUT_DIRTY_NOTE]: 'Marcada como sucia tras resolver la salida tardía',
    },
    fileName: { attendants: 'camareras', history: 'historial' },
  },
  'zh-Hans': {
    attendantHeaders: {
      housekeeper: '客房服务员',
      roomsCleaned: '已清扫房间',
      credits: '工分',
      workedMinutes: '工作分钟数',
      minutesPerRoom: '每间房分钟数',
      deferrals: '推迟',
      inspectionsPassed: '查房合格',
      inspectionsFailed: '查房不合格',
      housekeeperId: '客房服务员 ID',
    },
    historyHeaders: { room: '房号', date: '日期', time: '时间', from: '原状态', to: '新状态', by: '操作人', cleaningType: '清扫类型', notes: '备注' },
    status: { clean: '净房', dirty: '脏房', assigned: '已分配', out_of_service: '停用', pms_updated: 'PMS 已更新', inspected: '已查房', out_of_order: '维修房' },
    cleaningType: { departure: '离店房', stayover: '续住房', touch_up: '小整理' },
    deferral: { dnd: '请勿打扰', refused: '服务被拒绝', guest_in_room: '客人在房内' },
    retryAt: (reason, time) => `${reason}，${time} 重试`,
    systemNotes: {
      [OUT_OF_SERVICE_DEFAULT_NOTE]: '已标为停用',
      [LATE_CHECKOUT_DIRTY_NOTE]: '延迟退房处理后标为脏房',
    },
    fileName: { attendants: 'attendants', history: 'history' },
  },
  ar: {
    attendantHeaders: {
      housekeeper: 'مضيف الغرف',
      roomsCleaned: 'الغرف المنظفة',
      credits: 'النقاط',
      workedMinutes: 'دقائق العمل',
      minutesPerRoom: 'الدقائق لكل غرفة',
      deferrals: 'التأجيلات',
      inspectionsPassed: 'تفتيش مُجتاز',
      inspectionsFailed: 'تفتيش لم يُجتز',
      housekeeperId: 'معرّف مضيف الغرف',
    },
    historyHeaders: { room: 'الغرفة', date: 'التاريخ', time: 'الوقت', from: 'الحالة السابقة', to: 'الحالة الجديدة', by: 'بواسطة', cleaningType: 'نوع التنظيف', notes: 'الملاحظات' },
    status: { clean: 'نظيفة', dirty: 'متسخة', assigned: 'مُسندة', out_of_service: 'خارج الخدمة', pms_updated: 'محدّثة في PMS', inspected: 'تم تفتيشها', out_of_order: 'معطّلة' },
    cleaningType: { departure: 'مغادرة', stayover: 'إقامة مستمرة', touch_up: 'ترتيب سريع' },
    deferral: { dnd: 'عدم الإزعاج', refused: 'تم رفض الخدمة', guest_in_room: 'النزيل في الغرفة' },
    retryAt: (reason, time) => `${reason}، إعادة المحاولة الساعة ${time}`,
    systemNotes: {
      [OUT_OF_SERVICE_DEFAULT_NOTE]: 'أُخرجت من الخدمة',
      [LATE_CHECKOUT_DIRTY_NOTE]: 'حُددت كمتسخة بعد معالجة المغادرة المتأخرة',
    },
    fileName: { attendants: 'attendants', history: 'history' },
  },
};
