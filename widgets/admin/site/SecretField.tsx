import { useId } from 'react';
import { Button } from '../../../src/ui/Button';
import { FieldError } from '../../../src/ui/FieldError';
import { TextField } from '../../../src/ui/TextField';
import * as text from '../texts';
import * as css from './SiteConfig.css';
import type { SecretEdit } from './fields';

export interface SecretFieldProps {
  label: string;
  /** Whether the server holds a value (it never says which). */
  isSet: boolean;
  edit: SecretEdit;
  onEdit: (edit: SecretEdit) => void;
  error?: string;
}

/**
 * A write-only setting: it says whether it is set, and offers to replace it (a password field
 * that starts empty) or to clear it. What is typed is sent once and never shown again.
 */
export function SecretField({ label, isSet, edit, onEdit, error }: SecretFieldProps) {
  const id = useId();
  const state = edit.mode === 'clear' ? text.SECRET_WILL_CLEAR : isSet ? text.SECRET_SET : text.SECRET_NOT_SET;
  return (
    <div className={css.secret} part="secret" data-secret={label}>
      <div className={css.secretHead}>
        <span id={`${id}-label`} className={css.secretLabel}>
          {label}
        </span>
        <span
          id={`${id}-state`}
          className={isSet && edit.mode !== 'clear' ? css.secretSet : css.secretUnset}
          part="secret-state"
        >
          {state}
        </span>
      </div>
      {edit.mode === 'replace' ? (
        <TextField
          label={text.secretNew(label)}
          type="password"
          autoComplete="off"
          value={edit.value}
          hint={text.SECRET_HINT}
          error={error}
          onChange={(event) => onEdit({ mode: 'replace', value: event.currentTarget.value })}
        />
      ) : (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      )}
      <div className={css.secretButtons}>
        {edit.mode === 'keep' ? (
          <>
            <Button
              variant="secondary"
              aria-describedby={`${id}-label`}
              onClick={() => onEdit({ mode: 'replace', value: '' })}
            >
              {isSet ? text.SECRET_REPLACE : text.SECRET_SET_NEW}
            </Button>
            {isSet && (
              <Button variant="secondary" aria-describedby={`${id}-label`} onClick={() => onEdit({ mode: 'clear' })}>
                {text.SECRET_CLEAR}
              </Button>
            )}
          </>
        ) : (
          <Button variant="text" aria-describedby={`${id}-label`} onClick={() => onEdit({ mode: 'keep' })}>
            {text.SECRET_KEEP}
          </Button>
        )}
      </div>
    </div>
  );
}
