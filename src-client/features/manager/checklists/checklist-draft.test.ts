import { describe, expect, it } from 'vitest';
import { checklistItem } from '../../../../src-shared/checklists.schemas';
import { blankItem, itemsInput, moveItem } from './checklist-draft';

describe("a checklist's form", () => {
  it('moves an item one place up or down, and leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('gives new items ids the shared schema takes, and sends a typed weight as a number (anything else for the schema to refuse)', () => {
    const [item, typo] = itemsInput([
      { ...blankItem(), text: 'Bed made', weight: ' 4 ', maintenanceCategory: 'furniture' },
      { ...blankItem(), text: 'Mirror', weight: '4.5' },
    ]);
    expect(checklistItem.parse(item)).toMatchObject({ text: 'Bed made', weight: 4, maintenanceCategory: 'furniture' });
    expect(typo).not.toHaveProperty('maintenanceCategory');
    expect(checklistItem.safeParse(typo).success).toBe(false);
  });
});
