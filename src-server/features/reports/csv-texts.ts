import type { Language } from '../../../src-shared/languages';
import type { RoomStatus } from '../../../src-shared/room-status';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import { SYSTEM_NOTE_EN, type SystemNoteWords } from '../../../src-shared/system-notes';
// What a guest asked for is worded once per language, with the guest requests' own texts.
import { SERVICE_TEXTS } from '../guest-requests/guest-request-texts';

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
  /** The words of the notes the app itself writes on rooms (stored as data, src-shared/system-notes.ts). */
  systemNote: SystemNoteWords;
  /** A work order's history row (DESIGN §18): what happened, before its title and note. */
  workOrder: Record<'created' | 'done', string>;
  /** A guest request done in the room, before what was asked for (issue 21). */
  guestRequestDone: string;
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
    systemNote: SYSTEM_NOTE_EN,
    workOrder: { created: 'Work order reported', done: 'Work order done' },
    guestRequestDone: 'Guest request done',
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
    systemNote: {
      outOfService: 'Marcada fuera de servicio',
      lateCheckoutDirty: 'Marcada como sucia tras resolver la salida tardía',
      category: {
        plumbing: 'Fontanería',
        electrical: 'Electricidad',
        furniture: 'Mobiliario',
        appliance: 'Electrodoméstico',
        cleaning_supplies: 'Productos de limpieza',
        other: 'Otro',
      },
      guestRequest: SERVICE_TEXTS.es.kind,
    },
    workOrder: { created: 'Orden de trabajo informada', done: 'Orden de trabajo terminada' },
    guestRequestDone: 'Solicitud de huésped atendida',
    fileName: { attendants: 'camareras', history: 'historial' },
  },
  'pt-BR': {
    attendantHeaders: {
      housekeeper: 'Camareira',
      roomsCleaned: 'Quartos limpos',
      credits: 'Créditos',
      workedMinutes: 'Minutos trabalhados',
      minutesPerRoom: 'Minutos por quarto',
      deferrals: 'Adiamentos',
      inspectionsPassed: 'Vistorias aprovadas',
      inspectionsFailed: 'Vistorias reprovadas',
      housekeeperId: 'ID da camareira',
    },
    historyHeaders: {
      room: 'Quarto',
      date: 'Data',
      time: 'Hora',
      from: 'Status anterior',
      to: 'Status novo',
      by: 'Por',
      cleaningType: 'Tipo de limpeza',
      notes: 'Recados',
    },
    status: {
      clean: 'Limpo',
      dirty: 'Sujo',
      assigned: 'Atribuído',
      out_of_service: 'Fora de serviço',
      pms_updated: 'Atualizado no PMS',
      inspected: 'Vistoriado',
      out_of_order: 'Interditado',
    },
    cleaningType: { departure: 'Saída', stayover: 'Permanência', touch_up: 'Retoque' },
    deferral: { dnd: 'Não perturbe', refused: 'Serviço recusado', guest_in_room: 'Hóspede no quarto' },
    retryAt: (reason, time) => `${reason}, tentar de novo às ${time}`,
    systemNote: {
      outOfService: 'Marcado como fora de serviço',
      lateCheckoutDirty: 'Marcado como sujo após resolver o late checkout',
      category: {
        plumbing: 'Hidráulica',
        electrical: 'Elétrica',
        furniture: 'Móveis',
        appliance: 'Eletrodoméstico',
        cleaning_supplies: 'Material de limpeza',
        other: 'Outro',
      },
      guestRequest: SERVICE_TEXTS['pt-BR'].kind,
    },
    workOrder: { created: 'Ordem de serviço aberta', done: 'Ordem de serviço concluída' },
    guestRequestDone: 'Pedido de hóspede atendido',
    fileName: { attendants: 'camareiras', history: 'historico' },
  },
  fr: {
    attendantHeaders: {
      housekeeper: 'Femme de chambre',
      roomsCleaned: 'Chambres faites',
      credits: 'Crédits',
      workedMinutes: 'Minutes travaillées',
      minutesPerRoom: 'Minutes par chambre',
      deferrals: 'Reports',
      inspectionsPassed: 'Contrôles validés',
      inspectionsFailed: 'Contrôles refusés',
      housekeeperId: 'ID de la femme de chambre',
    },
    historyHeaders: {
      room: 'Chambre',
      date: 'Date',
      time: 'Heure',
      from: 'Statut précédent',
      to: 'Nouveau statut',
      by: 'Par',
      cleaningType: 'Type de ménage',
      notes: 'Notes',
    },
    status: {
      clean: 'Propre',
      dirty: 'Sale',
      assigned: 'Attribuée',
      out_of_service: 'Indisponible',
      pms_updated: 'À jour dans le PMS',
      inspected: 'Contrôlée',
      out_of_order: 'Hors service',
    },
    cleaningType: { departure: 'Départ', stayover: 'Recouche', touch_up: 'Repasse' },
    deferral: { dnd: 'Ne pas déranger', refused: 'Service refusé', guest_in_room: 'Client dans la chambre' },
    retryAt: (reason, time) => `${reason}, réessayer à ${time}`,
    systemNote: {
      outOfService: 'Rendue indisponible',
      lateCheckoutDirty: 'Marquée sale après traitement du départ tardif',
      category: {
        plumbing: 'Plomberie',
        electrical: 'Électricité',
        furniture: 'Mobilier',
        appliance: 'Appareil',
        cleaning_supplies: 'Produits de nettoyage',
        other: 'Autre',
      },
      guestRequest: SERVICE_TEXTS.fr.kind,
    },
    workOrder: { created: "Bon d'intervention signalé", done: "Bon d'intervention terminé" },
    guestRequestDone: 'Demande client traitée',
    fileName: { attendants: 'femmes-de-chambre', history: 'historique' },
  },
  pl: {
    attendantHeaders: {
      housekeeper: 'Pokojowa',
      roomsCleaned: 'Posprzątane pokoje',
      credits: 'Punkty',
      workedMinutes: 'Przepracowane minuty',
      minutesPerRoom: 'Minuty na pokój',
      deferrals: 'Odłożone',
      inspectionsPassed: 'Kontrole udane',
      inspectionsFailed: 'Kontrole nieudane',
      housekeeperId: 'ID pokojowej',
    },
    historyHeaders: {
      room: 'Pokój',
      date: 'Data',
      time: 'Godzina',
      from: 'Poprzedni status',
      to: 'Nowy status',
      by: 'Kto',
      cleaningType: 'Rodzaj sprzątania',
      notes: 'Notatki',
    },
    status: {
      clean: 'Czysty',
      dirty: 'Brudny',
      assigned: 'Przydzielony',
      out_of_service: 'Niedostępny',
      pms_updated: 'Zaktualizowany w PMS',
      inspected: 'Sprawdzony',
      out_of_order: 'Wyłączony z użytku',
    },
    cleaningType: { departure: 'Wyjazd', stayover: 'Pobyt', touch_up: 'Odświeżenie' },
    deferral: { dnd: 'Nie przeszkadzać', refused: 'Gość odmówił sprzątania', guest_in_room: 'Gość w pokoju' },
    retryAt: (reason, time) => `${reason}, ponów o ${time}`,
    systemNote: {
      outOfService: 'Oznaczony jako niedostępny',
      lateCheckoutDirty: 'Oznaczony jako brudny po rozliczeniu późnego wymeldowania',
      category: {
        plumbing: 'Hydraulika',
        electrical: 'Elektryka',
        furniture: 'Meble',
        appliance: 'Urządzenie',
        cleaning_supplies: 'Środki czystości',
        other: 'Inne',
      },
      guestRequest: SERVICE_TEXTS.pl.kind,
    },
    workOrder: { created: 'Zlecenie zgłoszone', done: 'Zlecenie wykonane' },
    guestRequestDone: 'Prośba gościa wykonana',
    fileName: { attendants: 'pokojowe', history: 'historia' },
  },
  ht: {
    attendantHeaders: {
      housekeeper: 'Ajan menaj',
      roomsCleaned: 'Chanm netwaye',
      credits: 'Kredi',
      workedMinutes: 'Minit travay',
      minutesPerRoom: 'Minit pa chanm',
      deferrals: 'Ranvwa',
      inspectionsPassed: 'Enspeksyon pase',
      inspectionsFailed: 'Enspeksyon echwe',
      housekeeperId: 'ID ajan menaj',
    },
    historyHeaders: { room: 'Chanm', date: 'Dat', time: 'Lè', from: 'Ansyen eta', to: 'Nouvo eta', by: 'Pa', cleaningType: 'Kalite netwayaj', notes: 'Nòt' },
    status: { clean: 'Pwòp', dirty: 'Sal', assigned: 'Asiyen', out_of_service: 'Pa an sèvis', pms_updated: 'Mete ajou nan PMS', inspected: 'Enspekte', out_of_order: 'Pa an sèvis' },
    cleaningType: { departure: 'Depa', stayover: 'Sejou', touch_up: 'Retouch' },
    deferral: { dnd: 'Pa deranje', refused: 'Kliyan refize', guest_in_room: 'Kliyan nan chanm nan' },
    retryAt: (reason, time) => `${reason}, eseye ankò a ${time}`,
    systemNote: {
      outOfService: 'Mete pa an sèvis',
      lateCheckoutDirty: 'Mete sal apre depa an reta a regle',
      category: {
        plumbing: 'Plonbri',
        electrical: 'Elektrisite',
        furniture: 'Mèb',
        appliance: 'Aparèy',
        cleaning_supplies: 'Pwodui netwayaj',
        other: 'Lòt',
      },
      guestRequest: SERVICE_TEXTS.ht.kind,
    },
    workOrder: { created: 'Lòd travay rapòte', done: 'Lòd travay fini' },
    guestRequestDone: 'Demann kliyan fèt',
    fileName: { attendants: 'ajan-menaj', history: 'istorik' },
  },
  vi: {
    attendantHeaders: {
      housekeeper: 'Nhân viên buồng phòng',
      roomsCleaned: 'Phòng đã dọn',
      credits: 'Điểm',
      workedMinutes: 'Số phút làm việc',
      minutesPerRoom: 'Phút mỗi phòng',
      deferrals: 'Lần hoãn',
      inspectionsPassed: 'Lần kiểm tra đạt',
      inspectionsFailed: 'Lần kiểm tra không đạt',
      housekeeperId: 'Mã nhân viên buồng phòng',
    },
    historyHeaders: { room: 'Phòng', date: 'Ngày', time: 'Giờ', from: 'Trạng thái cũ', to: 'Trạng thái mới', by: 'Bởi', cleaningType: 'Loại dọn phòng', notes: 'Ghi chú' },
    status: { clean: 'Sạch', dirty: 'Bẩn', assigned: 'Đã giao', out_of_service: 'Ngừng sử dụng', pms_updated: 'Đã cập nhật PMS', inspected: 'Đã kiểm tra', out_of_order: 'Ngừng sử dụng' },
    cleaningType: { departure: 'Trả phòng', stayover: 'Khách ở tiếp', touch_up: 'Dọn sơ' },
    deferral: { dnd: 'Không làm phiền', refused: 'Khách từ chối dọn', guest_in_room: 'Khách đang ở trong phòng' },
    retryAt: (reason, time) => `${reason}, quay lại lúc ${time}`,
    systemNote: {
      outOfService: 'Đã chuyển sang ngừng sử dụng',
      lateCheckoutDirty: 'Báo bẩn sau khi xử lý trả phòng muộn',
      category: {
        plumbing: 'Đường ống nước',
        electrical: 'Điện',
        furniture: 'Đồ nội thất',
        appliance: 'Thiết bị điện gia dụng',
        cleaning_supplies: 'Vật tư vệ sinh',
        other: 'Khác',
      },
      guestRequest: SERVICE_TEXTS.vi.kind,
    },
    workOrder: { created: 'Đã báo lệnh sửa chữa', done: 'Lệnh sửa chữa đã xong' },
    guestRequestDone: 'Đã đáp ứng yêu cầu của khách',
    fileName: { attendants: 'nhan-vien-buong-phong', history: 'lich-su' },
  },
  tl: {
    attendantHeaders: {
      housekeeper: 'Room attendant',
      roomsCleaned: 'Mga kuwartong nalinis',
      credits: 'Puntos',
      workedMinutes: 'Minutong nagtrabaho',
      minutesPerRoom: 'Minuto bawat kuwarto',
      deferrals: 'Mga ipinagpaliban',
      inspectionsPassed: 'Pasado sa inspeksyon',
      inspectionsFailed: 'Bagsak sa inspeksyon',
      housekeeperId: 'ID ng room attendant',
    },
    historyHeaders: { room: 'Kuwarto', date: 'Petsa', time: 'Oras', from: 'Dating status', to: 'Bagong status', by: 'Ni', cleaningType: 'Uri ng linis', notes: 'Mga tala' },
    status: { clean: 'Malinis', dirty: 'Marumi', assigned: 'Naka-assign', out_of_service: 'Hindi magagamit', pms_updated: 'Na-update sa PMS', inspected: 'Na-inspeksyon', out_of_order: 'Hindi magagamit' },
    cleaningType: { departure: 'Check-out', stayover: 'Stayover', touch_up: 'Touch-up' },
    deferral: { dnd: 'Huwag istorbohin', refused: 'Tinanggihan ang serbisyo', guest_in_room: 'Nasa kuwarto ang bisita' },
    retryAt: (reason, time) => `${reason}, balikan nang ${time}`,
    systemNote: {
      outOfService: 'Minarkahang hindi magagamit',
      lateCheckoutDirty: 'Minarkahang marumi matapos ayusin ang late check-out',
      category: {
        plumbing: 'Tubo',
        electrical: 'Kuryente',
        furniture: 'Muwebles',
        appliance: 'Kasangkapan',
        cleaning_supplies: 'Gamit panlinis',
        other: 'Iba pa',
      },
      guestRequest: SERVICE_TEXTS.tl.kind,
    },
    workOrder: { created: 'Naiulat ang work order', done: 'Tapos na ang work order' },
    guestRequestDone: 'Tapos na ang hiling ng bisita',
    fileName: { attendants: 'mga-room-attendant', history: 'kasaysayan' },
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
    systemNote: {
      outOfService: '已标为停用',
      lateCheckoutDirty: '延迟退房处理后标为脏房',
      category: {
        plumbing: '水管',
        electrical: '电气',
        furniture: '家具',
        appliance: '电器',
        cleaning_supplies: '清洁用品',
        other: '其他',
      },
      guestRequest: SERVICE_TEXTS['zh-Hans'].kind,
    },
    workOrder: { created: '已报修工单', done: '工单已完成' },
    guestRequestDone: '客人需求已完成',
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
    systemNote: {
      outOfService: 'أُخرجت من الخدمة',
      lateCheckoutDirty: 'حُددت كمتسخة بعد معالجة المغادرة المتأخرة',
      category: {
        plumbing: 'سباكة',
        electrical: 'كهرباء',
        furniture: 'أثاث',
        appliance: 'أجهزة',
        cleaning_supplies: 'مواد التنظيف',
        other: 'أخرى',
      },
      guestRequest: SERVICE_TEXTS.ar.kind,
    },
    workOrder: { created: 'تم الإبلاغ عن أمر عمل', done: 'اكتمل أمر العمل' },
    guestRequestDone: 'تمت تلبية طلب النزيل',
    fileName: { attendants: 'attendants', history: 'history' },
  },
};
