import { useId, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../src/client/result';
import { canSaveLogin, NO_PASSWORD_LABEL, type StudentLoginInput } from '../../../src/domain/studentLogin';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Checkbox } from '../../../src/ui/Checkbox';
import { Dialog } from '../../../src/ui/Dialog';
import { TextField } from '../../../src/ui/TextField';
import * as css from './Students.css';
import * as text from './texts';

interface Saving {
  busy?: boolean;
  errors?: FieldErrors;
  message?: string;
}

const first = (errors: FieldErrors | undefined, field: string) => errors?.[field]?.[0];

/** A message the fields do not show (say, a plan refusal), under the form. */
function otherMessage({ errors, message }: Saving, fields: string[]): string {
  const shown = fields.some((field) => first(errors, field));
  return shown ? '' : (message ?? '');
}

/**
 * The credentials dialog of a student without a login: a login, and a password or 'Proceed
 * without a password' ticked; Save enables only then. The login cannot change once saved.
 */
export function CredentialsDialog({
  initial,
  onSave,
  onClose,
  ...saving
}: Saving & { initial: StudentLoginInput; onSave: (value: StudentLoginInput) => void; onClose: () => void }) {
  const [value, setValue] = useState(initial);
  const formId = useId();
  const ready = canSaveLogin(value) && !saving.busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSave(value);
  }

  const other = otherMessage(saving, ['login', 'password']);
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.STUDENT_LOGIN}
      footer={<SaveFooter formId={formId} ready={ready} busy={saving.busy} onCancel={onClose} />}
    >
      <form
        id={formId}
        className={css.dialogForm}
        onSubmit={submit}
        noValidate
        aria-label={text.STUDENT_LOGIN}
        part="credentials"
      >
        <TextField
          label={text.LOGIN}
          name="login"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={value.login}
          hint={text.LOGIN_FOREVER}
          error={first(saving.errors, 'login')}
          onChange={(event) => setValue({ ...value, login: event.currentTarget.value })}
        />
        <TextField
          label={text.PASSWORD}
          name="password"
          type="password"
          autoComplete="new-password"
          value={value.password}
          disabled={value.noPassword}
          hint={text.RECOMMEND_PASSWORD}
          error={first(saving.errors, 'password')}
          onChange={(event) => setValue({ ...value, password: event.currentTarget.value })}
        />
        <Checkbox
          label={NO_PASSWORD_LABEL}
          checked={value.noPassword}
          onChange={(event) =>
            setValue({
              ...value,
              noPassword: event.currentTarget.checked,
              password: event.currentTarget.checked ? '' : value.password,
            })
          }
        />
        {other && <Alert tone="danger">{other}</Alert>}
      </form>
    </Dialog>
  );
}

/**
 * The password reset of a student with a login: the login shown and disabled, a new password.
 * Saving spends the student's learning links not yet opened.
 */
export function ResetPasswordDialog({
  login,
  onSave,
  onClose,
  ...saving
}: Saving & { login: string; onSave: (password: string) => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const formId = useId();
  const ready = password !== '' && !saving.busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSave(password);
  }

  const other = otherMessage(saving, ['password']);
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.RESET_PASSWORD}
      footer={<SaveFooter formId={formId} ready={ready} busy={saving.busy} onCancel={onClose} />}
    >
      <form
        id={formId}
        className={css.dialogForm}
        onSubmit={submit}
        noValidate
        aria-label={text.RESET_PASSWORD}
        part="reset-password"
      >
        <TextField label={text.LOGIN} name="login" value={login} disabled readOnly />
        <TextField
          label={text.NEW_PASSWORD}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          data-autofocus
          value={password}
          hint={text.RESET_HINT}
          error={first(saving.errors, 'password')}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {other && <Alert tone="danger">{other}</Alert>}
      </form>
    </Dialog>
  );
}

/** Both dialogs' buttons: Cancel, and Save for the dialog's form, enabled only by its rules. */
function SaveFooter({
  formId,
  ready,
  busy,
  onCancel,
}: {
  formId: string;
  ready: boolean;
  busy?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {text.CANCEL}
      </Button>
      <Button type="submit" form={formId} disabled={!ready} busy={busy}>
        {text.SAVE}
      </Button>
    </>
  );
}
