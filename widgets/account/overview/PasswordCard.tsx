import { useState, type FormEvent } from 'react';
import type { PasswordChange } from '../../../src/api/profile';
import { failed } from '../../../src/client/result';
import { PASSWORD_FIELDS, PASSWORD_UPDATED, validatePasswordChange } from '../../../src/domain/accountForms';
import { isValid } from '../../../src/domain/fields';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { useSubmission } from '../../../src/forms/useSubmission';
import { savePassword } from '../../../src/stores/profile';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { TextField } from '../../../src/ui/TextField';
import * as css from './Overview.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

const EMPTY: PasswordChange = { current_password: '', new_password: '', new_password_confirmation: '' };
const AUTOCOMPLETE: Record<string, string> = { current_password: 'current-password' };

/**
 * The Change Password card: current, new and confirmation, all required (checked before sending);
 * the server answers a wrong current password or a mismatch under its field. On success the
 * fields empty and 'Your password has been successfully updated' is announced.
 */
export function PasswordCard() {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [done, setDone] = useState(false);
  const options = useOptions();

  const change = useSubmission(async () => {
    const errors = validatePasswordChange(values);
    if (!isValid(errors)) {
      change.setErrors(errors);
      return failed(0);
    }
    const answer = await savePassword(values, options);
    if (answer.ok) {
      setValues(EMPTY);
      setDone(true);
    }
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    void change.submit();
  }

  return (
    <Card title={text.CHANGE_PASSWORD} part="password">
      <LoadingOverlay active={change.busy} delay={LOADING_DELAY_MS}>
        <form className={css.form} onSubmit={submit} noValidate aria-label={text.CHANGE_PASSWORD}>
          {PASSWORD_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              type="password"
              name={field.name}
              autoComplete={AUTOCOMPLETE[field.name] ?? 'new-password'}
              required={field.required}
              value={values[field.name as keyof PasswordChange]}
              error={change.error(field.name)}
              onChange={(event) => {
                setDone(false);
                setValues({ ...values, [field.name]: event.currentTarget.value });
              }}
            />
          ))}
          {change.message && !Object.keys(change.errors).length && <Alert tone="danger">{change.message}</Alert>}
          {done && <Alert tone="success">{PASSWORD_UPDATED}</Alert>}
          <div className={css.buttons}>
            <Button type="submit" busy={change.busy}>
              {text.UPDATE_PASSWORD}
            </Button>
          </div>
        </form>
      </LoadingOverlay>
    </Card>
  );
}
