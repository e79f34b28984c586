import type { Caller } from '../http/auth';
import { privateChannel, userChannel } from '../../src/api/realtime';

/** A parent may join only their own channel; an administrator has none. */
export function mayJoin(caller: Caller, channel: string): boolean {
  return !caller.admin && channel === privateChannel(userChannel(caller.parentId));
}
