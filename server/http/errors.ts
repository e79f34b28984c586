import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorKind } from '../errors';
import { clientWentAway } from './logging';
import { isMalformedMultipart } from './safe-input';
import type { FieldErrors } from '../../src/api/errors';

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

export function statusOf(error: AppError): number {
  return STATUS[error.kind];
}

/**
 * Every failure leaves as Laravel's shape. Client mistakes keep their status and message;
 * anything else is logged with the request id and answered with a generic 500, never a stack.
 */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const retryAfter = (error as AppError & { retryAfter?: number }).retryAfter;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return reply.code(statusOf(error)).send(body);
  }
  if (isMalformedMultipart(error)) return reply.code(400).send({ message: 'The multipart body is malformed.' });
  const status = (error as FastifyError).statusCode;
  if (status === 429) return reply.code(429).send({ message: 'Too Many Attempts.' });
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return reply.code(status).send({ message: clientMessage(error as FastifyError) });
  }
  if (clientWentAway(error, request)) {
    request.log.debug({ err: error }, 'the client went away');
    return reply.code(400).send({ message: 'The request was not received in full.' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Server Error' });
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  return error.message || 'Bad Request';
}
