/** What a call answers when the session's token has expired before it is sent (request.ts). */
export const SESSION_EXPIRED = 'Your session has expired.';
