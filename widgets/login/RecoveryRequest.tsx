import { useLocation } from 'wouter';
import { requestRecovery } from '../../src/api/recovery';
import { send } from '../../src/client/request';
import { useOptions } from '../../src/element/context';
import { saveRequest, typedRequest } from '../../src/domain/recovery';
import { useSubmission } from '../../src/forms/useSubmission';
import { PanelForm } from '../../src/loginLayout/PanelForm';
import { useFields } from '../../src/forms/useFields';
import { TextField } from '../../src/ui/TextField';
import { RecoveryHeading, RecoveryLinks } from './RecoveryHeading';
import { recoveryStorage } from './recoveryStorage';
import * as text from './texts';

/**
 * Forgot password, step 1: the login and the holder's name ask for a code. Back here from step 2
 * ("Start again"), the fields hold what was typed.
 */
export function RecoveryRequest() {
  const [, navigate] = useLocation();
  const options = useOptions();
  const { values, field } = useFields(typedRequest(recoveryStorage()));
  const submission = useSubmission(async () => {
    const answer = await send(requestRecovery, values, options);
    if (answer.ok) {
      saveRequest(recoveryStorage(), answer.data, values);
      navigate('/forgot-password/2');
    }
    return answer;
  });

  return (
    <>
      <RecoveryHeading step={1} intro={text.RECOVERY_INTRO[1]} />
      <PanelForm submission={submission} submitLabel={text.SEND_CODE_BUTTON}>
        <TextField label={text.LOGIN_LABEL} autoComplete="username" {...field('login', submission.error)} required />
        <TextField
          label={text.FIRST_NAME_LABEL}
          autoComplete="given-name"
          {...field('first_name', submission.error)}
          required
        />
        <TextField
          label={text.LAST_NAME_LABEL}
          autoComplete="family-name"
          {...field('last_name', submission.error)}
          required
        />
      </PanelForm>
      <RecoveryLinks />
    </>
  );
}
