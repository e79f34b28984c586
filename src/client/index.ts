export { send, type SendOptions } from './request';
export type { Result, FieldErrors } from './result';
export { apiBase, learnSegment, segment } from './url';
