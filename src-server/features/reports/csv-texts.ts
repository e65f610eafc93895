import type { Language } from '../../../src-shared/languages';
import type { RoomStatus } from '../../../src-shared/room-status';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import { SYSTEM_NOTE_EN, type SystemNoteWords } from '../../../src-shared/system-notes';

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
    },
    fileName: { attendants: 'camareras', history: 'historial' },
  },
};
