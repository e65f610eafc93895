import type { Language } from '../../../src-shared/languages';
import type { Discrepancy, DiscrepancyKind, Finding } from '../../../src-shared/discrepancies.schemas';
import { clockCell, csvFile } from '../reports/report-csv';

interface DiscrepancyCsvTexts {
  headers: { room: string; date: string; time: string; found: string; pms: string; kind: string; foundBy: string; resolvedAt: string; resolvedBy: string; note: string };
  found: Record<Finding, string>;
  pms: { occupied: string; vacant: string };
  kind: Record<DiscrepancyKind, string>;
  fileName: string;
}

/** The words of the discrepancy CSV (DESIGN §17), as the app's catalogs say them. */
const TEXTS: Record<Language, DiscrepancyCsvTexts> = {
  en: {
    headers: { room: 'Room', date: 'Date', time: 'Time', found: 'Found', pms: 'PMS', kind: 'Discrepancy', foundBy: 'Found by', resolvedAt: 'Resolved at', resolvedBy: 'Resolved by', note: 'Note' },
    found: { occupied: 'Occupied', vacant: 'Vacant', luggage: 'Luggage', dnd: 'Do not disturb' },
    pms: { occupied: 'Occupied', vacant: 'Vacant' },
    kind: { sleep: 'Sleep', skip: 'Skip' },
    fileName: 'discrepancies',
  },
  es: {
    headers: {
      room: 'Habitación',
      date: 'Fecha',
      time: 'Hora',
      found: 'Encontrada',
      pms: 'PMS',
      kind: 'Discrepancia',
      foundBy: 'Encontrada por',
      resolvedAt: 'Resuelta a las',
      resolvedBy: 'Resuelta por',
      note: 'Nota',
    },
    found: { occupied: 'Ocupada', vacant: 'Libre', luggage: 'Equipaje', dnd: 'No molestar' },
    pms: { occupied: 'Ocupada', vacant: 'Libre' },
    kind: { sleep: 'Durmiente', skip: 'Fuga' },
    fileName: 'discrepancias',
  },
  'pt-BR': {
    headers: {
      room: 'Quarto',
      date: 'Data',
      time: 'Hora',
      found: 'Encontrado',
      pms: 'PMS',
      kind: 'Divergência',
      foundBy: 'Encontrado por',
      resolvedAt: 'Resolvido em',
      resolvedBy: 'Resolvido por',
      note: 'Recado',
    },
    found: { occupied: 'Ocupado', vacant: 'Vago', luggage: 'Bagagem', dnd: 'Não perturbe' },
    pms: { occupied: 'Ocupado', vacant: 'Vago' },
    kind: { sleep: 'Ocupado sem registro', skip: 'Evasão' },
    fileName: 'divergencias',
  },
  fr: {
    headers: {
      room: 'Chambre',
      date: 'Date',
      time: 'Heure',
      found: 'Constat',
      pms: 'PMS',
      kind: 'Écart',
      foundBy: 'Constaté par',
      resolvedAt: 'Résolu le',
      resolvedBy: 'Résolu par',
      note: 'Note',
    },
    found: { occupied: 'Occupée', vacant: 'Libre', luggage: 'Bagages', dnd: 'Ne pas déranger' },
    pms: { occupied: 'Occupée', vacant: 'Libre' },
    kind: { sleep: 'Occupée non enregistrée', skip: 'Départ non signalé' },
    fileName: 'ecarts',
  },
  pl: {
    headers: {
      room: 'Pokój',
      date: 'Data',
      time: 'Godzina',
      found: 'Zastany',
      pms: 'PMS',
      kind: 'Rozbieżność',
      foundBy: 'Stwierdził(a)',
      resolvedAt: 'Wyjaśniono',
      resolvedBy: 'Wyjaśnił(a)',
      note: 'Notatka',
    },
    found: { occupied: 'Zajęty', vacant: 'Wolny', luggage: 'Bagaż', dnd: 'Nie przeszkadzać' },
    pms: { occupied: 'Zajęty', vacant: 'Wolny' },
    kind: { sleep: 'Zajęty bez meldunku', skip: 'Wyjazd bez wymeldowania' },
    fileName: 'rozbieznosci',
  },
  ht: {
    headers: { room: 'Chanm', date: 'Dat', time: 'Lè', found: 'Jwenn', pms: 'PMS', kind: 'Diferans', foundBy: 'Jwenn pa', resolvedAt: 'Regle a', resolvedBy: 'Regle pa', note: 'Nòt' },
    found: { occupied: 'Okipe', vacant: 'Vid', luggage: 'Bagaj', dnd: 'Pa deranje' },
    pms: { occupied: 'Okipe', vacant: 'Vid' },
    kind: { sleep: 'Kliyan rete (sleep)', skip: 'Kliyan ale san avèti (skip)' },
    fileName: 'diferans',
  },
  vi: {
    headers: { room: 'Phòng', date: 'Ngày', time: 'Giờ', found: 'Thực tế', pms: 'PMS', kind: 'Chênh lệch', foundBy: 'Người phát hiện', resolvedAt: 'Xử lý lúc', resolvedBy: 'Người xử lý', note: 'Ghi chú' },
    found: { occupied: 'Có khách', vacant: 'Trống', luggage: 'Hành lý', dnd: 'Không làm phiền' },
    pms: { occupied: 'Có khách', vacant: 'Trống' },
    kind: { sleep: 'Khách ngủ lại (sleep)', skip: 'Khách bỏ đi (skip)' },
    fileName: 'chenh-lech',
  },
  tl: {
    headers: { room: 'Kuwarto', date: 'Petsa', time: 'Oras', found: 'Nakita', pms: 'PMS', kind: 'Discrepancy', foundBy: 'Nakita ni', resolvedAt: 'Naayos noong', resolvedBy: 'Inayos ni', note: 'Tala' },
    found: { occupied: 'May bisita', vacant: 'Bakante', luggage: 'Bagahe', dnd: 'Huwag istorbohin' },
    pms: { occupied: 'May bisita', vacant: 'Bakante' },
    kind: { sleep: 'Sleep', skip: 'Skip' },
    fileName: 'mga-discrepancy',
  },
  'zh-Hans': {
    headers: { room: '房号', date: '日期', time: '时间', found: '查房结果', pms: 'PMS', kind: '差异', foundBy: '发现人', resolvedAt: '处理时间', resolvedBy: '处理人', note: '备注' },
    found: { occupied: '有人', vacant: '空房', luggage: '有行李', dnd: '请勿打扰' },
    pms: { occupied: '住客', vacant: '空房' },
    kind: { sleep: '沉睡房', skip: '走单房' },
    fileName: 'discrepancies',
  },
  ar: {
    headers: {
      room: 'الغرفة',
      date: 'التاريخ',
      time: 'الوقت',
      found: 'الحالة الفعلية',
      pms: 'PMS',
      kind: 'التعارض',
      foundBy: 'اكتشفه',
      resolvedAt: 'وقت المعالجة',
      resolvedBy: 'عالجه',
      note: 'ملاحظة',
    },
    found: { occupied: 'مشغولة', vacant: 'شاغرة', luggage: 'أمتعة', dnd: 'عدم الإزعاج' },
    pms: { occupied: 'مشغولة', vacant: 'شاغرة' },
    kind: { sleep: 'مشغولة دون تسجيل', skip: 'مغادرة دون دفع' },
    fileName: 'discrepancies',
  },
};

/** The day's findings: times on the hotel's clock, words in the reader's language. */
export function discrepancyCsv(rows: readonly Discrepancy[], timezone: string, language: Language): string {
  const t = TEXTS[language];
  const h = t.headers;
  return csvFile(
    [h.room, h.date, h.time, h.found, h.pms, h.kind, h.foundBy, h.resolvedAt, h.resolvedBy, h.note],
    rows.map((r) => [
      r.roomNumber,
      r.date,
      clockCell(r.foundAt, timezone, 'time'),
      t.found[r.found],
      r.pmsOccupied === null ? null : r.pmsOccupied ? t.pms.occupied : t.pms.vacant,
      r.kind ? t.kind[r.kind] : null,
      r.foundByName,
      clockCell(r.resolvedAt, timezone, 'dayTime'),
      r.resolvedByName,
      r.resolutionNote,
    ]),
  );
}

export function discrepancyCsvName(date: string, language: Language): string {
  return `${TEXTS[language].fileName}-${date}.csv`;
}
