import * as css from './Avatar.css';

/** The avatar colours of the student avatar JSON (docs/behaviour.md, Constants). */
export const avatarColors = { blue: '#104f66', green: '#168d44', red: '#ed174b', yellow: '#fcb034' } as const;

export type AvatarColor = keyof typeof avatarColors;

/** A colour name or one of the four hex values; anything else is the default, yellow. */
export function avatarColor(color: string | undefined): AvatarColor {
  const value = color?.toLowerCase();
  const names = Object.keys(avatarColors) as AvatarColor[];
  return names.find((name) => name === value || avatarColors[name] === value) ?? 'yellow';
}

export interface AvatarProps {
  /** What the avatar stands for, e.g. the student's name; '' marks it decorative. */
  alt: string;
  /** URL of the icon image; without it the initials show. */
  icon?: string;
  initials?: string;
  color?: string;
  /** Diameter in pixels (default 48). */
  size?: number;
}

export function Avatar({ alt, icon, initials, color, size = 48 }: AvatarProps) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is given only with the img role.
    <span
      part="avatar"
      className={`${css.avatar} ${css.colors[avatarColor(color)]}`}
      style={{ fontSize: `${size / 2.5}px` }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {icon ? <img className={css.image} src={icon} alt="" /> : <span aria-hidden="true">{initials?.slice(0, 2)}</span>}
    </span>
  );
}
