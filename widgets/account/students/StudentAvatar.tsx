import { options } from '../../../src/config';
import { parseAvatar } from '../../../src/domain/avatar';
import { Avatar } from '../../../src/ui/Avatar';

/** Where an avatar icon named in the avatar list file (or stored on a student) is served. */
export function avatarIconUrl(icon: string): string {
  return `${(options().portal ?? '').replace(/\/+$/, '')}/custom_login/avatars/${encodeURIComponent(icon)}`;
}

/**
 * A student's avatar: its icon on its colour, read from the JSON text the student carries; a
 * student without one shows no icon on yellow. Decorative unless `alt` names it.
 */
export function StudentAvatar({ avatar, alt = '', size }: { avatar: string | null | undefined; alt?: string; size?: number }) {
  const { icon, color } = parseAvatar(avatar);
  return <Avatar alt={alt} icon={icon ? avatarIconUrl(icon) : undefined} color={color} size={size} />;
}
