import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { verifyRecovery } from '../../src/api/recovery';
import { send } from '../../src/client/request';
import { useOptions } from '../../src/element/context';
import { recoveryRedirect, requestData, saveVerified } from '../../src/domain/recovery';
import { useSubmission } from '../../src/forms/useSubmission';
import { PanelForm } from '../../src/loginLayout/PanelForm';
import { useFields } from '../../src/forms/useFields';
import { TextField } from '../../src/ui/TextField';
import { code } from './Login.css';
import { RecoveryHeading, RecoveryLinks } from './RecoveryHeading';
import { recoveryStorage } from './recoveryStorage';
import * as text from './texts';

/** Forgot password, step 2: the code that step 1 sent. Without step 1's data it sends the user back. */
export function RecoveryVerify() {
  // Read once: a successful submit clears step 1's data, which must not bounce the page back.
  const [entry] = useState(() => ({
    back: recoveryRedirect(recoveryStorage(), 2),
    data: requestData(recoveryStorage()),
  }));
  const [, navigate] = useLocation();
  const { values, field } = useFields({ unique_code: '' });
  const options = useOptions();
  const submission = useSubmission(async () => {
    const answer = await send(
      verifyRecovery,
      {
        verification: entry.data?.verification ?? '',
        unique_code: values.unique_code,
      },
      options,
    );
    if (answer.ok) {
      saveVerified(recoveryStorage(), answer.data.verification);
      navigate('/forgot-password/3');
    }
    return answer;
  });

  if (entry.back !== null || !entry.data) return <Redirect to={`/forgot-password/${entry.back ?? 1}`} replace />;

  const intro = (
    <>
      {text.RECOVERY_INTRO[2]} <span className={code}>{entry.data.login}</span>. {text.CODE_EXPIRY}
    </>
  );

  return (
    <>
      <RecoveryHeading step={2} intro={intro} />
      <PanelForm submission={submission} submitLabel={text.VERIFY_BUTTON}>
        <TextField
          label={text.CODE_LABEL}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...field('unique_code', submission.error)}
          required
        />
      </PanelForm>
      <RecoveryLinks startAgain />
    </>
  );
}
