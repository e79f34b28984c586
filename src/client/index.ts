export { send, type SendOptions } from './request';
export type { Result, FieldErrors } from './result';
export { apiBase, segment } from './url';
export { configureClient, type ClientSetup } from './configure';
