import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECKLIST_LIMITS } from '../../../../src-shared/checklists.schemas';
import { WORK_ORDER_CATEGORIES, type WorkOrderCategory } from '../../../../src-shared/work-orders.schemas';
import type { FieldErrors } from '../../../lib/forms';
import { useMoveWithFocus, type MoveStep } from '../../../lib/use-move-with-focus';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { CATEGORY_LABELS } from '../../maintenance/work-order-labels';
import { blankItem, moveItem, type ItemDraft } from './checklist-draft';

interface ItemsEditorProps {
  items: ItemDraft[];
  onChange(items: ItemDraft[]): void;
  /** Per item and field, keyed 'items.<index>.<field>' (checklist-dialog.tsx). */
  errors: FieldErrors;
}

/**
 * The items of a checklist, in the order the inspector goes through them. Move up / Move down
 * are plain buttons named with the item's number: after a move the focus stays on the moved
 * item's button (so a keyboard user can press it again) and a polite status says where it went.
 */
export function ChecklistItemsEditor({ items, onChange, errors }: ItemsEditorProps) {
  const { t } = useLingui();
  const { moved, setMoved, buttonRef } = useMoveWithFocus<{ at: number }>();

  const patch = (index: number, change: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const move = (index: number, by: MoveStep) => {
    onChange(moveItem(items, index, by));
    setMoved({ id: items[index]!.id, by, at: index + by + 1 });
  };
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const count = items.length;
  const position = moved?.at ?? 0;

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {items.map((item, index) => (
          <ItemRow
            key={item.id}
            item={item}
            number={index + 1}
            errors={errors}
            index={index}
            last={index === items.length - 1}
            onPatch={(change) => patch(index, change)}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
            buttonRef={(by) => buttonRef(item.id, by)}
          />
        ))}
      </ol>
      <p role="status" className="sr-only">
        {moved ? t`Item moved to place ${position} of ${count}` : ''}
      </p>
      <Button variant="outline" size="sm" disabled={items.length >= CHECKLIST_LIMITS.items} onClick={() => onChange([...items, blankItem()])}>
        <Trans>Add item</Trans>
      </Button>
    </div>
  );
}

interface ItemRowProps {
  item: ItemDraft;
  number: number;
  index: number;
  last: boolean;
  errors: FieldErrors;
  onPatch(change: Partial<ItemDraft>): void;
  onMove(by: MoveStep): void;
  onRemove(): void;
  buttonRef(by: MoveStep): (el: HTMLButtonElement | null) => void;
}

function ItemRow({ item, number, index, last, errors, onPatch, onMove, onRemove, buttonRef }: ItemRowProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const error = (field: string) => errors[`items.${index}.${field}`];
  return (
    <li className="rounded-md border border-border p-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t`Item ${number}`}</legend>
        <Field label={t`Text`} value={item.text} maxLength={CHECKLIST_LIMITS.itemText} onChange={(e) => onPatch({ text: e.target.value })} error={error('text')} />
        <div className="grid grid-cols-2 gap-2">
          <Field label={t`Weight (1–10)`} inputMode="numeric" maxLength={2} value={item.weight} onChange={(e) => onPatch({ weight: e.target.value })} error={error('weight')} />
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-category`}>{t`Work order when it fails`}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={item.maintenanceCategory}
              onChange={(e) => onPatch({ maintenanceCategory: e.target.value as WorkOrderCategory | '' })}
            >
              <option value="">{t`None`}</option>
              {WORK_ORDER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(CATEGORY_LABELS[c])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-0">
            <Checkbox checked={item.photoRequired} onChange={(e) => onPatch({ photoRequired: e.target.checked })} />
            <Trans>Photo required</Trans>
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm md:min-h-0">
            <Checkbox checked={item.critical} onChange={(e) => onPatch({ critical: e.target.checked })} />
            <Trans>Critical (failing it fails the inspection)</Trans>
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" ref={buttonRef(-1)} disabled={number === 1} onClick={() => onMove(-1)} aria-label={t`Move up (item ${number})`}>
            <Trans>Move up</Trans>
          </Button>
          <Button size="sm" variant="outline" ref={buttonRef(1)} disabled={last} onClick={() => onMove(1)} aria-label={t`Move down (item ${number})`}>
            <Trans>Move down</Trans>
          </Button>
          <Button size="sm" variant="destructive" onClick={onRemove} aria-label={t`Remove item ${number}`}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
