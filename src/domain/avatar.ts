export interface Avatar {
  icon: string | null;
  color: string;
}

export const AVATAR_COLORS = [
  { name: 'blue', hex: '#104f66' },
  { name: 'green', hex: '#168d44' },
  { name: 'red', hex: '#ed174b' },
  { name: 'yellow', hex: '#fcb034' },
] as const;

/** The colour the picker starts on. */
export const PICKER_COLOR = '#104f66';

/** A student without a saved avatar: no icon, yellow. */
export const DEFAULT_AVATAR: Avatar = { icon: null, color: '#fcb034' };

/** A colour as hex: a known colour name is translated, other hex values are kept. */
function readColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const named = AVATAR_COLORS.find((c) => c.name === text);
  if (named) return named.hex;
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(text) ? text : null;
}

/** The avatar stored on a student (text holding JSON); anything unreadable is the default. */
export function parseAvatar(text: string | null | undefined): Avatar {
  if (!text) return { ...DEFAULT_AVATAR };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ...DEFAULT_AVATAR };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ...DEFAULT_AVATAR };
  const { icon, color } = data as { icon?: unknown; color?: unknown };
  return {
    icon: typeof icon === 'string' && icon.trim() !== '' ? icon : null,
    color: readColor(color) ?? DEFAULT_AVATAR.color,
  };
}

/** The text to store on the student. */
export function avatarText(avatar: Avatar): string {
  return JSON.stringify({ icon: avatar.icon, color: avatar.color });
}

/** The colour the picker shows first: blue for an avatar never chosen, else the student's own. */
export function pickerColor(avatar: Avatar): string {
  const unset = avatar.icon === null && avatar.color === DEFAULT_AVATAR.color;
  return unset ? PICKER_COLOR : avatar.color;
}
