/** Channel names as Pusher allows them: letters, digits and `_-=@,.;`, at most 164 characters. */
const NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function isValidChannel(name: string): boolean {
  return NAME.test(name);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}
