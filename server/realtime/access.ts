import type { Caller } from '../http/auth';
import { userChannel } from '../providers/broadcaster';

/** A parent may join only their own channel; an administrator has none. */
export function mayJoin(caller: Caller, channel: string): boolean {
  return !caller.admin && channel === userChannel(caller.parentId);
}
