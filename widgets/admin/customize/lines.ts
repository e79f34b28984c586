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
  return { id: next++, type: line.type, value: line.value, alt: line.alt ?? '' };
}

export function toDraft(saved: Customization): Draft {
  return { ...saved, sidebar_lines: saved.sidebar_lines.map(draftLine) };
}

/** The sidebar as it is sent: an image line with its alternative text, a text line without. */
export function fromDraft(draft: Draft): Customization {
  return {
    ...draft,
    sidebar_lines: draft.sidebar_lines.map(({ type, value, alt }) =>
      type === 'image' ? { type, value, alt: alt ?? '' } : { type, value },
    ),
  };
}

/** Whether the edited sidebar still says what is saved: then there is nothing to lose by leaving. */
export function unchanged(draft: Draft, saved: Customization): boolean {
  const a = fromDraft(draft);
  const b = fromDraft(toDraft(saved));
  return (
    a.hide_sidebar === b.hide_sidebar &&
    a.sidebar_title === b.sidebar_title &&
    a.sidebar_footer === b.sidebar_footer &&
    a.sidebar_footer_url === b.sidebar_footer_url &&
    a.logo_alt === b.logo_alt &&
    a.nav_logo_alt === b.nav_logo_alt &&
    a.sidebar_lines.length === b.sidebar_lines.length &&
    a.sidebar_lines.every(
      (line, index) =>
        line.type === b.sidebar_lines[index]!.type &&
        line.value === b.sidebar_lines[index]!.value &&
        (line.alt ?? '') === (b.sidebar_lines[index]!.alt ?? ''),
    )
  );
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
