import type { Checklist, ChecklistItem } from '../../../../src-shared/checklists.schemas';
import { DEFAULT_PASS_MARK } from '../../../../src-shared/checklists.schemas';
import type { CleaningType } from '../../../../src-shared/cleaning-types';
import type { WorkOrderCategory } from '../../../../src-shared/work-orders.schemas';

/** One item as the form holds it: the weight as typed, checked against the shared schema on Save. */
export interface ItemDraft {
  id: string;
  text: string;
  weight: string;
  photoRequired: boolean;
  critical: boolean;
  maintenanceCategory: WorkOrderCategory | '';
}

export interface ChecklistDraft {
  name: string;
  roomTypeIds: string[];
  cleaningTypes: CleaningType[];
  passMark: string;
  items: ItemDraft[];
}

/** An item's id: letters and digits, unique within its checklist (the schema's itemIdSchema). */
export function newItemId(): string {
  return `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export const blankItem = (): ItemDraft => ({ id: newItemId(), text: '', weight: '1', photoRequired: false, critical: false, maintenanceCategory: '' });

export function itemDraft(item: ChecklistItem): ItemDraft {
  return { ...item, weight: String(item.weight), maintenanceCategory: item.maintenanceCategory ?? '' };
}

export function checklistDraft(list: Checklist | null): ChecklistDraft {
  if (!list) return { name: '', roomTypeIds: [], cleaningTypes: [], passMark: String(DEFAULT_PASS_MARK), items: [blankItem()] };
  return { name: list.name, roomTypeIds: list.roomTypeIds, cleaningTypes: list.cleaningTypes, passMark: String(list.passMark), items: list.items.map(itemDraft) };
}

/** A whole number as typed becomes one; anything else stays text for the schema to refuse. */
const whole = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : typed);

/** The items as the shared schema reads them. */
export function itemsInput(items: readonly ItemDraft[]) {
  return items.map(({ maintenanceCategory, weight, ...item }) => ({ ...item, weight: whole(weight), ...(maintenanceCategory ? { maintenanceCategory } : {}) }));
}

export function draftInput(draft: ChecklistDraft) {
  return { ...draft, passMark: whole(draft.passMark), items: itemsInput(draft.items) };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
