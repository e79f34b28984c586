import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable } from '../db/connect';
import { AppError, type ErrorKind } from '../errors';
import { clientWentAway } from './logging';
import { isMalformedMultipart } from './safe-input';
import type { FieldErrors } from '../../src/api/errors';
import { translate, translateErrors } from '../../src/api/lang/index';

const STATUS: Record<ErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

/** Laravel's answer shape: `{ message, errors? }`. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** What a 503 asks the client to wait before trying again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function statusOf(error: AppError): number {
  return STATUS[error.kind];
}

/**
 * Every failure leaves as Laravel's shape, in the request's language (docs/languages.md). Client
 * mistakes keep their status and message; anything else is logged with the request id and answered
 * with a generic 500, never a stack.
 */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  const answer = (status: number, message: string, errors?: FieldErrors) => {
    const body: ErrorBody = { message: translate(message, locale) };
    if (errors) body.errors = translateErrors(errors, locale);
    return reply.code(status).send(body);
  };
  if (error instanceof AppError) {
    const retryAfter = (error as AppError & { retryAfter?: number }).retryAfter;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return answer(statusOf(error), error.message, error.errors);
  }
  if (isMalformedMultipart(error)) return answer(400, 'The multipart body is malformed.');
  const status = (error as FastifyError).statusCode;
  if (status === 429) return answer(429, 'Too Many Attempts.');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(status, clientMessage(error as FastifyError));
  }
  if (clientWentAway(error, request)) {
    request.log.debug({ err: error }, 'the client went away');
    return answer(400, 'The request was not received in full.');
  }
  // The database restarting or out of reach: the request may be tried again in a moment, and
  // the instance recovers by itself once it answers (docs/operations.md).
  if (databaseUnavailable(error)) {
    request.log.warn({ err: error }, 'request failed: the database is out of reach');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return answer(503, 'Service Unavailable');
  }
  request.log.error({ err: error }, 'request failed');
  return answer(500, 'Server Error');
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  return error.message || 'Bad Request';
}
