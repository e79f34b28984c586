import { useCallback, useRef, useState } from 'react';
import type { FieldErrors, Result } from '../client/result';

export interface Submission<T> {
  /** Runs the action unless one is already in flight; answers its result, or null when blocked or thrown. */
  submit: () => Promise<Result<T> | null>;
  /** True while the action is in flight: the form is locked. */
  busy: boolean;
  /** Field errors from the last refused submission, by API field name. */
  errors: FieldErrors;
  /** The global message from the last refused submission. */
  message: string;
  /** First error of one field, for the field's error slot. */
  error: (field: string) => string | undefined;
  /** Sets errors found before sending (client-side rules), or clears them. */
  setErrors: (errors: FieldErrors, message?: string) => void;
}

/**
 * One form's submission: locks while a request is in flight so a double click sends once, keeps
 * the server's field errors and global message, and always unlocks, even when the action throws
 * (docs/behaviour.md, Messages: the error is only logged).
 */
export function useSubmission<T>(action: () => Promise<Result<T>>): Submission<T> {
  const inFlight = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const [busy, setBusy] = useState(false);
  const [errors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');

  const submit = useCallback(async () => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await latest.current();
      if (result.ok) {
        setFieldErrors({});
        setMessage('');
      } else if (result.kind === 'invalid') {
        setFieldErrors(result.errors);
        setMessage(result.message);
      }
      return result;
    } catch (error) {
      console.error('Soma form submission failed', error);
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const setErrors = useCallback((next: FieldErrors, nextMessage = '') => {
    setFieldErrors(next);
    setMessage(nextMessage);
  }, []);

  const error = (field: string) => errors[field]?.[0];

  return { submit, busy, errors, message, error, setErrors };
}
