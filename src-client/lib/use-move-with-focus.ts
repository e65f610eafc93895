import { useEffect, useRef, useState } from 'react';

/** Which way a Move up (-1) / Move down (1) button moves its row. */
export type MoveStep = -1 | 1;
/** The last move: which row and which way, with what the caller's status line says about it. */
export type Moved<Extra extends object = object> = { id: string; by: MoveStep } & Extra;

/**
 * Move up / Move down buttons that keep the keyboard where it was (checklists and their items,
 * DESIGN §20): give each row's two buttons `buttonRef(rowId, by)` and call `setMoved` once the
 * row has moved; the moved row's button that was pressed takes the focus back (the row moved in
 * the list, which took the focus off it), or, at the top or bottom where that one is disabled,
 * the other one. `moved` is for the caller's polite status ("… moved to place X of Y").
 */
export function useMoveWithFocus<Extra extends object = object>() {
  const [moved, setMoved] = useState<Moved<Extra> | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!moved) return;
    const up = buttons.current.get(`${moved.id}:-1`);
    const down = buttons.current.get(`${moved.id}:1`);
    const wanted = moved.by === -1 ? up : down;
    (wanted && !wanted.disabled ? wanted : moved.by === -1 ? down : up)?.focus();
  }, [moved]);

  const buttonRef = (id: string, by: MoveStep) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${id}:${by}`, el);
    else buttons.current.delete(`${id}:${by}`);
  };

  return { moved, setMoved, buttonRef };
}
