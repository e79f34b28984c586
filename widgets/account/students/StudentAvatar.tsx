import { portalBase } from '../../../src/client/url';
import type { SomaOptions } from '../../../src/config';
import { parseAvatar } from '../../../src/domain/avatar';
import { Avatar } from '../../../src/ui/Avatar';
import { useOptions } from '../../../src/element/context';

/** Where an avatar icon named in the avatar list file (or stored on a student) is served. */
export function avatarIconUrl(icon: string, config?: SomaOptions): string {
  return `${portalBase(config)}/custom_login/avatars/${encodeURIComponent(icon)}`;
}

/**
 * A student's avatar: its icon on its colour, read from the JSON text the student carries; a
 * student without one shows no icon on yellow, with the name's first letter. Decorative unless `alt` names it.
 */
export function StudentAvatar({
  avatar,
  name = '',
  alt = '',
  size,
}: {
  avatar: string | null | undefined;
  name?: string;
  alt?: string;
  size?: number;
}) {
  const { icon, color } = parseAvatar(avatar);
  const options = useOptions();
  // Without an icon, the first letter of the name tells the circles apart.
  return (
    <Avatar
      alt={alt}
      icon={icon ? avatarIconUrl(icon, options) : undefined}
      initials={name.trim().slice(0, 1)}
      color={color}
      size={size}
    />
  );
}
