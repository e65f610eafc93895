import type { Language } from '../../../src-shared/languages';
import type { WorkOrder, WorkOrderCategory, WorkOrderPriority, WorkOrderStatus } from '../../../src-shared/work-orders.schemas';
import { clockCell, csvFile } from '../reports/report-csv';

/** The work-order list's words in each language (the Spanish follows src-client/locales/es). */
const TEXTS: Record<
  Language,
  {
    headers: string[];
    category: Record<WorkOrderCategory, string>;
    priority: Record<WorkOrderPriority, string>;
    status: Record<WorkOrderStatus, string>;
    yes: string;
    no: string;
    fileName: string;
  }
> = {
  en: {
    headers: ['Room', 'Area', 'Category', 'Title', 'Note', 'Priority', 'Status', 'Assignee', 'Due', 'Out of order', 'Reported by', 'Reported', 'Done'],
    category: { plumbing: 'Plumbing', electrical: 'Electrical', furniture: 'Furniture', appliance: 'Appliance', cleaning_supplies: 'Cleaning supplies', other: 'Other' },
    priority: { low: 'Low', normal: 'Normal', urgent: 'Urgent' },
    status: { open: 'Open', in_progress: 'In progress', on_hold: 'On hold', done: 'Done' },
    yes: 'Yes',
    no: 'No',
    fileName: 'work-orders',
  },
  es: {
    headers: ['Habitación', 'Zona', 'Categoría', 'Título', 'Nota', 'Prioridad', 'Estado', 'Asignada a', 'Vence', 'Fuera de orden', 'Informada por', 'Informada', 'Terminada'],
    category: { plumbing: 'Fontanería', electrical: 'Electricidad', furniture: 'Mobiliario', appliance: 'Electrodoméstico', cleaning_supplies: 'Productos de limpieza', other: 'Otro' },
    priority: { low: 'Baja', normal: 'Normal', urgent: 'Urgente' },
    status: { open: 'Abierta', in_progress: 'En curso', on_hold: 'En espera', done: 'Terminada' },
    yes: 'Sí',
    no: 'No',
    fileName: 'ordenes-de-trabajo',
  },
  'pt-BR': {
    headers: ['Quarto', 'Área', 'Categoria', 'Título', 'Observação', 'Prioridade', 'Status', 'Responsável', 'Prazo', 'Interditado', 'Informado por', 'Informado em', 'Concluído em'],
    category: { plumbing: 'Hidráulica', electrical: 'Elétrica', furniture: 'Móveis', appliance: 'Eletrodoméstico', cleaning_supplies: 'Material de limpeza', other: 'Outro' },
    priority: { low: 'Baixa', normal: 'Normal', urgent: 'Urgente' },
    status: { open: 'Aberta', in_progress: 'Em andamento', on_hold: 'Em espera', done: 'Concluída' },
    yes: 'Sim',
    no: 'Não',
    fileName: 'ordens-de-servico',
  },
  fr: {
    headers: ['Chambre', 'Zone', 'Catégorie', 'Titre', 'Note', 'Priorité', 'Statut', 'Responsable', 'Échéance', 'Hors service', 'Signalé par', 'Signalé le', 'Terminé le'],
    category: { plumbing: 'Plomberie', electrical: 'Électricité', furniture: 'Mobilier', appliance: 'Appareil', cleaning_supplies: 'Produits de nettoyage', other: 'Autre' },
    priority: { low: 'Basse', normal: 'Normale', urgent: 'Urgente' },
    status: { open: 'Ouvert', in_progress: 'En cours', on_hold: 'En attente', done: 'Terminé' },
    yes: 'Oui',
    no: 'Non',
    fileName: 'bons-d-intervention',
  },
  pl: {
    headers: ['Pokój', 'Obszar', 'Kategoria', 'Tytuł', 'Notatka', 'Priorytet', 'Status', 'Osoba odpowiedzialna', 'Termin', 'Wyłączony z użytku', 'Zgłosił(a)', 'Zgłoszono', 'Wykonano'],
    category: { plumbing: 'Hydraulika', electrical: 'Elektryka', furniture: 'Meble', appliance: 'Urządzenie', cleaning_supplies: 'Środki czystości', other: 'Inne' },
    priority: { low: 'Niski', normal: 'Normalny', urgent: 'Pilny' },
    status: { open: 'Otwarte', in_progress: 'W trakcie', on_hold: 'Wstrzymane', done: 'Gotowe' },
    yes: 'Tak',
    no: 'Nie',
    fileName: 'zlecenia',
  },
  ht: {
    headers: ['Chanm', 'Zòn', 'Kategori', 'Tit', 'Nòt', 'Priyorite', 'Eta', 'Responsab', 'Dat limit', 'Pa an sèvis', 'Rapòte pa', 'Rapòte', 'Fini'],
    category: { plumbing: 'Plonbri', electrical: 'Elektrisite', furniture: 'Mèb', appliance: 'Aparèy', cleaning_supplies: 'Pwodui netwayaj', other: 'Lòt' },
    priority: { low: 'Ba', normal: 'Nòmal', urgent: 'Ijan' },
    status: { open: 'Louvri', in_progress: 'Ap fèt', on_hold: 'An atant', done: 'Fini' },
    yes: 'Wi',
    no: 'Non',
    fileName: 'lod-travay',
  },
  vi: {
    headers: ['Phòng', 'Khu vực', 'Danh mục', 'Tiêu đề', 'Ghi chú', 'Mức ưu tiên', 'Trạng thái', 'Người phụ trách', 'Hạn', 'Ngừng sử dụng', 'Người báo', 'Thời điểm báo', 'Xong'],
    category: { plumbing: 'Đường ống nước', electrical: 'Điện', furniture: 'Đồ nội thất', appliance: 'Thiết bị điện gia dụng', cleaning_supplies: 'Vật tư vệ sinh', other: 'Khác' },
    priority: { low: 'Thấp', normal: 'Bình thường', urgent: 'Khẩn cấp' },
    status: { open: 'Đang mở', in_progress: 'Đang làm', on_hold: 'Tạm hoãn', done: 'Xong' },
    yes: 'Có',
    no: 'Không',
    fileName: 'lenh-sua-chua',
  },
  tl: {
    headers: ['Kuwarto', 'Lugar', 'Kategorya', 'Pamagat', 'Tala', 'Priyoridad', 'Status', 'Naka-assign kay', 'Takdang oras', 'Hindi magagamit', 'Iniulat ni', 'Iniulat', 'Tapos'],
    category: { plumbing: 'Tubo', electrical: 'Kuryente', furniture: 'Muwebles', appliance: 'Kasangkapan', cleaning_supplies: 'Gamit panlinis', other: 'Iba pa' },
    priority: { low: 'Mababa', normal: 'Karaniwan', urgent: 'Apurahan' },
    status: { open: 'Bukas', in_progress: 'Ginagawa', on_hold: 'Naka-hold', done: 'Tapos' },
    yes: 'Oo',
    no: 'Hindi',
    fileName: 'mga-work-order',
  },
  'zh-Hans': {
    headers: ['房号', '区域', '类别', '标题', '备注', '优先级', '状态', '负责人', '截止', '维修房', '报告人', '报告时间', '完成时间'],
    category: { plumbing: '水管', electrical: '电气', furniture: '家具', appliance: '电器', cleaning_supplies: '清洁用品', other: '其他' },
    priority: { low: '低', normal: '普通', urgent: '紧急' },
    status: { open: '待处理', in_progress: '进行中', on_hold: '暂缓', done: '已完成' },
    yes: '是',
    no: '否',
    fileName: 'work-orders',
  },
  ar: {
    headers: ['الغرفة', 'المنطقة', 'الفئة', 'العنوان', 'ملاحظة', 'الأولوية', 'الحالة', 'المسؤول', 'الموعد النهائي', 'معطّلة', 'أبلغ عنه', 'وقت البلاغ', 'وقت الإنجاز'],
    category: { plumbing: 'سباكة', electrical: 'كهرباء', furniture: 'أثاث', appliance: 'أجهزة', cleaning_supplies: 'مواد التنظيف', other: 'أخرى' },
    priority: { low: 'منخفضة', normal: 'عادية', urgent: 'عاجلة' },
    status: { open: 'مفتوح', in_progress: 'قيد التنفيذ', on_hold: 'معلّق', done: 'منجز' },
    yes: 'نعم',
    no: 'لا',
    fileName: 'work-orders',
  },
};

/** The list as a spreadsheet opens it: words in the reader's language, times on the hotel's clock. */
export function workOrdersCsv(rows: readonly WorkOrder[], timezone: string, language: Language): string {
  const t = TEXTS[language];
  const when = (at: string | null) => clockCell(at, timezone, 'dayTime');
  return csvFile(
    t.headers,
    rows.map((w) => [
      w.roomNumber,
      w.areaName,
      t.category[w.category],
      w.title,
      w.note,
      t.priority[w.priority],
      t.status[w.status],
      w.assigneeName,
      when(w.dueAt),
      w.outOfOrder ? t.yes : t.no,
      w.createdByName,
      when(w.createdAt),
      when(w.doneAt),
    ]),
  );
}

export function workOrdersCsvName(language: Language): string {
  return `${TEXTS[language].fileName}.csv`;
}
