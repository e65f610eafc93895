import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECKLIST_LIMITS, checklistItem, createChecklistInput, type Checklist } from '../../../../src-shared/checklists.schemas';
import { CLEANING_TYPES } from '../../../../src-shared/cleaning-types';
import type { RoomType } from '../../../../src-shared/workload.schemas';
import { trpc } from '../../../lib/trpc';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { validate, type FieldErrors } from '../../../lib/forms';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field } from '../../../components/ui/field';
import { CLEANING_TYPE_LABELS } from '../../../components/lifecycle/lifecycle-labels';
import { ChecklistItemsEditor } from './checklist-items-editor';
import { ChecklistCsvActions } from './checklist-csv-actions';
import { CopyFromSelect, OptionsFieldset } from './checklist-fields';
import { checklistDraft, draftInput, itemsInput, type ChecklistDraft } from './checklist-draft';

interface ChecklistDialogProps {
  hotelId: string;
  /** The checklist edited; null for a new one, which `copyFrom` may prefill. */
  checklist: Checklist | null;
  copyFrom?: Checklist | null;
  checklists: readonly Checklist[];
  roomTypes: readonly RoomType[];
  onClose(): void;
}

/** Each item checked with the shared item schema, its messages keyed 'items.<index>.<field>'. */
function itemErrors(draft: ChecklistDraft): FieldErrors {
  const errors: FieldErrors = {};
  itemsInput(draft.items).forEach((item, index) => {
    for (const [field, message] of Object.entries(validate(checklistItem, item).errors ?? {})) errors[`items.${index}.${field}`] = message;
  });
  return errors;
}

/**
 * A checklist (DESIGN §20): its name, the room types and cleaning types it is for (none = all),
 * its pass mark and its items. A new one can start as a copy of another ('… (copy)').
 */
export function ChecklistDialog({ hotelId, checklist, copyFrom, checklists, roomTypes, onClose }: ChecklistDialogProps) {
  const { t, i18n } = useLingui();
  const itemsHeading = useId();
  const utils = trpc.useUtils();
  const create = trpc.checklists.create.useMutation();
  const update = trpc.checklists.update.useMutation();
  const copyOf = (source: Checklist): ChecklistDraft => ({ ...checklistDraft(source), name: t`${source.name} (copy)`.slice(0, CHECKLIST_LIMITS.name) });
  const [draft, setDraft] = useState<ChecklistDraft>(() => (copyFrom ? copyOf(copyFrom) : checklistDraft(checklist)));
  const set = (change: Partial<ChecklistDraft>) => setDraft((d) => ({ ...d, ...change }));

  const form = useFormSubmit({
    schema: createChecklistInput,
    check: () => itemErrors(draft),
    mutate: ({ hotelId: _hotel, ...fields }) => (checklist ? update.mutateAsync({ id: checklist.id, ...fields }) : create.mutateAsync({ hotelId, ...fields })),
    success: checklist ? t`Checklist saved` : t`Checklist added`,
    failure: t`Failed to save the checklist`,
    close: onClose,
    refresh: () => utils.checklists.byHotel.invalidate({ hotelId }),
  });
  const itemsError = Object.keys(form.errors).some((k) => k.startsWith('items.')) ? t`Correct the items marked below` : form.errors.items;

  return (
    <FormDialog
      className="md:max-w-2xl"
      title={checklist ? <Trans>Edit checklist</Trans> : <Trans>Add checklist</Trans>}
      description={<Trans>The inspector goes through the items in this order. Item texts are the hotel's own words.</Trans>}
      onClose={onClose}
      onSubmit={form.submitWith({ hotelId, ...draftInput(draft) })}
      submitLabel={<Trans>Save</Trans>}
      pending={form.pending}
    >
      {!checklist && checklists.length > 0 && <CopyFromSelect checklists={checklists} onCopy={(source) => setDraft(copyOf(source))} />}
      <Field label={t`Name`} value={draft.name} maxLength={CHECKLIST_LIMITS.name} onChange={(e) => set({ name: e.target.value })} error={form.errors.name} />
      <OptionsFieldset
        legend={t`Room types`}
        hint={t`None ticked: every room type.`}
        options={roomTypes.map((r) => ({ value: r.id, label: r.name }))}
        value={draft.roomTypeIds}
        onChange={(roomTypeIds) => set({ roomTypeIds })}
        empty={t`The hotel has no room types yet: the checklist is for every room.`}
      />
      <OptionsFieldset
        legend={t`Cleaning types`}
        hint={t`None ticked: every cleaning type.`}
        options={CLEANING_TYPES.map((c) => ({ value: c, label: i18n._(CLEANING_TYPE_LABELS[c]) }))}
        value={draft.cleaningTypes}
        onChange={(cleaningTypes) => set({ cleaningTypes: cleaningTypes as ChecklistDraft['cleaningTypes'] })}
      />
      <Field label={t`Pass mark (0–100)`} inputMode="numeric" maxLength={3} value={draft.passMark} onChange={(e) => set({ passMark: e.target.value })} error={form.errors.passMark} />
      <section aria-labelledby={itemsHeading} className="space-y-3">
        <h3 id={itemsHeading} className="text-base font-semibold">
          <Trans>Items</Trans>
        </h3>
        <ChecklistCsvActions
          name={draft.name}
          items={() => {
            const parsed = createChecklistInput.shape.items.safeParse(itemsInput(draft.items));
            return parsed.success ? parsed.data : null;
          }}
          onImport={(items) => set({ items })}
        />
        {itemsError && <p className="text-sm text-destructive dark:text-red-400">{itemsError}</p>}
        <ChecklistItemsEditor items={draft.items} onChange={(items) => set({ items })} errors={form.errors} />
      </section>
    </FormDialog>
  );
}
