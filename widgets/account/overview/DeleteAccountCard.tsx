import { useState, type FormEvent } from 'react';
import { isValid, requiredErrors } from '../../../src/domain/fields';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { useSubmission } from '../../../src/forms/useSubmission';
import { deleteAccount } from '../../../src/stores/profile';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { useConfirm } from '../../../src/ui/ConfirmDialog';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { TextField } from '../../../src/ui/TextField';
import * as css from './Overview.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

const FIELDS = [{ name: 'password', label: text.DELETE_ACCOUNT_PASSWORD, required: true }] as const;

/**
 * The Delete Account card: the account holder's password, then a confirmation ('Are you sure you
 * want to delete your account?', Cancel focused first). A wrong password shows under its field;
 * once deleted, the session ends here as it already has on the server, and the portal goes to the
 * login page.
 */
export function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [dialog, confirm] = useConfirm();

  const options = useOptions();
  const removal = useSubmission(() => deleteAccount(password, options));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = requiredErrors(FIELDS, { password });
    removal.setErrors(errors);
    if (!isValid(errors)) return;
    if (await confirm({ message: text.DELETE_ACCOUNT_QUESTION, confirmLabel: text.DELETE_ACCOUNT, danger: true }))
      void removal.submit();
  }

  return (
    <Card title={text.DELETE_ACCOUNT} part="delete-account">
      <LoadingOverlay active={removal.busy} delay={LOADING_DELAY_MS}>
        <form className={css.form} onSubmit={(event) => void submit(event)} noValidate aria-label={text.DELETE_ACCOUNT}>
          <p>{text.DELETE_ACCOUNT_INTRO}</p>
          <TextField
            label={text.DELETE_ACCOUNT_PASSWORD}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={removal.error('password')}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {removal.message && !Object.keys(removal.errors).length && <Alert tone="danger">{removal.message}</Alert>}
          <div className={css.buttons}>
            <Button type="submit" variant="danger" busy={removal.busy}>
              {text.DELETE_ACCOUNT}
            </Button>
          </div>
        </form>
      </LoadingOverlay>
      {dialog}
    </Card>
  );
}
