import type { CustomizationTexts, EditableCustomization } from '../../../src/api/admin';
import type { SidebarLine } from '../../../src/api/structs';

/** A line's texts in Kiswahili: a text line's words, an image line's description. */
type LineTexts = CustomizationTexts['sidebar_lines'][number];

/**
 * A sidebar line while it is edited: a stable id keeps focus and drag on the same line as it moves,
 * and its Kiswahili texts move with it.
 */
export interface DraftLine extends SidebarLine {
  id: number;
  sw: LineTexts;
}

/** The sidebar while it is edited: the English texts, and beside them (`sw`) the page's other Kiswahili texts. */
export interface Draft extends Omit<EditableCustomization, 'sidebar_lines' | 'translations'> {
  sidebar_lines: DraftLine[];
  sw: Omit<CustomizationTexts, 'sidebar_lines'>;
}

let next = 1;

export function draftLine(line: SidebarLine, sw: LineTexts = { value: '', alt: '' }): DraftLine {
  return { id: next++, type: line.type, value: line.value, alt: line.alt ?? '', sw };
}

export function toDraft(saved: EditableCustomization): Draft {
  const {
    translations: {
      sw: { sidebar_lines: lines, ...sw },
    },
    ...english
  } = saved;
  return { ...english, sw, sidebar_lines: english.sidebar_lines.map((line, index) => draftLine(line, lines[index])) };
}

/** The sidebar as it is sent: an image line with its alternative text, a text line without; the Kiswahili texts one per line. */
export function fromDraft({ sw, sidebar_lines, ...english }: Draft): EditableCustomization {
  return {
    ...english,
    sidebar_lines: sidebar_lines.map(({ type, value, alt }) =>
      type === 'image' ? { type, value, alt: alt ?? '' } : { type, value },
    ),
    translations: { sw: { ...sw, sidebar_lines: sidebar_lines.map((line) => line.sw) } },
  };
}

/** Whether the edited sidebar still says what is saved, in both languages: then there is nothing to lose by leaving. */
export function unchanged(draft: Draft, saved: EditableCustomization): boolean {
  return JSON.stringify(fromDraft(draft)) === JSON.stringify(fromDraft(toDraft(saved)));
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
