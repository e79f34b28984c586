import type { Customization, SidebarLine } from '../../../src/api/structs';

/** A sidebar line while it is edited: a stable id keeps focus and drag on the same line as it moves. */
export interface DraftLine extends SidebarLine {
  id: number;
}

export interface Draft extends Omit<Customization, 'sidebar_lines'> {
  sidebar_lines: DraftLine[];
}

let next = 1;

export function draftLine(line: SidebarLine): DraftLine {
  return { id: next++, type: line.type, value: line.value };
}

export function toDraft(saved: Customization): Draft {
  return { ...saved, sidebar_lines: saved.sidebar_lines.map(draftLine) };
}

export function fromDraft(draft: Draft): Customization {
  return { ...draft, sidebar_lines: draft.sidebar_lines.map(({ type, value }) => ({ type, value })) };
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item!);
  return copy;
}
