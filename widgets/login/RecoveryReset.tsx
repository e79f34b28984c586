import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { login } from '../../src/api/app';
import { recoverPassword } from '../../src/api/recovery';
import { send } from '../../src/client/request';
import { LOADING_DELAY_MS } from '../../src/domain/limits';
import { finishRecovery, recoveryRedirect, RESET_SUCCESS, verifiedData } from '../../src/domain/recovery';
import { useElement } from '../../src/element/context';
import { useSubmission } from '../../src/forms/useSubmission';
import { FormMessage } from '../../src/forms/FormMessage';
import * as layout from '../../src/loginLayout/LoginLayout.css';
import { PanelForm } from '../../src/loginLayout/PanelForm';
import { useFields } from '../../src/forms/useFields';
import { Alert } from '../../src/ui/Alert';
import { Button } from '../../src/ui/Button';
import { LoadingOverlay } from '../../src/ui/LoadingOverlay';
import { TextField } from '../../src/ui/TextField';
import { RecoveryHeading, RecoveryLinks } from './RecoveryHeading';
import { recoveryStorage } from './recoveryStorage';
import * as text from './texts';
import { useSignIn } from './useSignIn';

/**
 * Forgot password, step 3: the new password. Success says so and offers a Login button that
 * signs in with the login token the server answered, so the user need not type anything again.
 */
export function RecoveryReset() {
  const [entry] = useState(() => ({
    back: recoveryRedirect(recoveryStorage(), 3),
    data: verifiedData(recoveryStorage()),
  }));
  const [loginToken, setLoginToken] = useState<string | null>(null);
  const { values, field } = useFields({ password: '', password_confirmation: '' });
  const signIn = useSignIn();
  const { element, options } = useElement();

  const reset = useSubmission(async () => {
    const answer = await send(recoverPassword, { verification: entry.data?.verification ?? '', ...values }, options);
    if (answer.ok) {
      finishRecovery(recoveryStorage());
      setLoginToken(answer.data.login_token);
    }
    return answer;
  });
  const enter = useSubmission(async () => {
    const answer = await send(login, { login_token: loginToken ?? '' }, options);
    return answer.ok ? signIn(answer.data.access_token) : answer;
  });

  // The form, and the button that had focus, are gone: focus goes to what comes next.
  useEffect(() => {
    if (loginToken) element.shadowRoot?.querySelector<HTMLElement>('[data-continue]')?.focus();
  }, [loginToken]);

  if (loginToken) {
    return (
      <>
        <RecoveryHeading step={3} intro={null} />
        <Alert tone="success" part="message">
          {RESET_SUCCESS}
        </Alert>
        <LoadingOverlay active={enter.busy} delay={LOADING_DELAY_MS}>
          <div className={layout.form}>
            <Button className={layout.submit} busy={enter.busy} onClick={() => void enter.submit()} data-continue>
              {text.LOGIN_BUTTON}
            </Button>
            <FormMessage message={enter.message || enter.error('login_token') || ''} />
          </div>
        </LoadingOverlay>
      </>
    );
  }

  if (entry.back !== null || !entry.data) return <Redirect to={`/forgot-password/${entry.back ?? 1}`} replace />;

  return (
    <>
      <RecoveryHeading step={3} intro={text.RECOVERY_INTRO[3]} />
      <PanelForm submission={reset} submitLabel={text.RESET_BUTTON}>
        <TextField
          label={text.NEW_PASSWORD_LABEL}
          type="password"
          autoComplete="new-password"
          {...field('password', reset.error)}
          required
        />
        <TextField
          label={text.NEW_PASSWORD_CONFIRMATION_LABEL}
          type="password"
          autoComplete="new-password"
          {...field('password_confirmation', reset.error)}
          required
        />
      </PanelForm>
      <RecoveryLinks startAgain />
    </>
  );
}
