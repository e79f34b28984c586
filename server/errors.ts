import { summary, type FieldErrors } from '../src/api/errors';

/**
 * What went wrong, in terms a service can speak without knowing HTTP. The HTTP layer turns
 * each kind into its status: invalid 422, unauthenticated 401, forbidden 403, not_found 404,
 * conflict 409, too_many 429.
 */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 422 with field errors; the message defaults to Laravel's summary of them. */
export function invalid(errors: FieldErrors, message = summary(errors)): AppError {
  return new AppError('invalid', message, errors);
}

export function unauthenticated(message = 'Unauthenticated.'): AppError {
  return new AppError('unauthenticated', message);
}

export function forbidden(message = 'This action is unauthorized.'): AppError {
  return new AppError('forbidden', message);
}

export function notFound(message = 'Not Found'): AppError {
  return new AppError('not_found', message);
}

export function tooMany(message = 'Too Many Attempts.'): AppError {
  return new AppError('too_many', message);
}
