import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { isValid, requiredErrors } from '../../../src/domain/fields';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { formatMoney } from '../../../src/domain/money';
import { useSubmission } from '../../../src/forms/useSubmission';
import { appOf } from '../../../src/stores/app';
import { $profile, deleteAccount } from '../../../src/stores/profile';
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
 * The Delete Account card: what deleting does, the credit it forfeits or the balance that stays
 * owed (the profile's balance, docs/money.md, Deleting an account), the account holder's password,
 * then a confirmation ('Are you sure you want to delete your account?', Cancel focused first). A
 * wrong password shows under its field, and the server's refusal while a payment is pending under
 * it too, announced, with the password kept; once deleted, the session ends here as it already has
 * on the server, and the portal goes to the login page.
 */
export function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [dialog, confirm] = useConfirm();
  const refusalId = useId();

  const options = useOptions();
  const balance = useStore($profile)?.balance ?? 0;
  const currency = useStore(appOf(options))?.shopCurrency ?? '';
  const removal = useSubmission(() => deleteAccount(password, options));
  const money = (minor: number) => formatMoney(minor, currency, options.locale);
  const refusal = removal.error('payment');

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
          {balance !== 0 && (
            <p className={css.forfeit}>
              <strong>{balance < 0 ? text.creditForfeited(money(-balance)) : text.balanceOwed(money(balance))}</strong>
            </p>
          )}
          <TextField
            label={text.DELETE_ACCOUNT_PASSWORD}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={removal.error('password')}
            aria-describedby={refusal ? refusalId : undefined}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {refusal && (
            <Alert tone="danger" id={refusalId}>
              {refusal}
            </Alert>
          )}
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
