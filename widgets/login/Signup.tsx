import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { signup } from '../../src/api/app';
import { summary } from '../../src/api/errors';
import { send } from '../../src/client/request';
import { useOptions } from '../../src/element/context';
import {
  EMPTY_SIGNUP,
  regionPlaceholder,
  SIGNUP_INPUTS,
  signupAccount,
  signupFields,
  validateSignup,
  type Contact,
  type SignupField,
} from '../../src/domain/accountForms';
import { isValid } from '../../src/domain/fields';
import { useSubmission } from '../../src/forms/useSubmission';
import { PanelHeading } from '../../src/loginLayout/LoginLayout';
import * as layout from '../../src/loginLayout/LoginLayout.css';
import { PanelForm } from '../../src/loginLayout/PanelForm';
import { useFields } from '../../src/forms/useFields';
import { $regions, $regionsLoading, loadRegions } from '../../src/stores/regions';
import { Select } from '../../src/ui/Select';
import { TextField } from '../../src/ui/TextField';
import { signup as signupClass } from './Login.css';
import * as text from './texts';
import { useSignIn } from './useSignIn';

/**
 * Trial sign-up: the contact the account requirements demand comes first and is marked
 * required; region is optional. The account starts signed in.
 */
export function Signup({ required }: { required: Contact }) {
  const regions = useStore($regions);
  const regionsLoading = useStore($regionsLoading);
  const signIn = useSignIn();
  const options = useOptions();
  const { values, change } = useFields(EMPTY_SIGNUP);
  const fields = signupFields(required);

  // Until the first answer, the picker reads 'Loading...' rather than a misleading 'Unspecified'.
  const [asked, setAsked] = useState(() => $regions.get() !== null);
  useEffect(() => {
    if (!asked) void loadRegions(options).finally(() => setAsked(true));
  }, []);

  const submission = useSubmission(async () => {
    const answer = await send(signup, signupAccount(values), options);
    return answer.ok ? signIn(answer.data.access_token) : answer;
  });

  function submit() {
    const errors = validateSignup(values, required);
    if (!isValid(errors)) {
      submission.setErrors(errors, summary(errors));
      return;
    }
    void submission.submit();
  }

  return (
    <div className={signupClass}>
      <PanelHeading title={text.SIGNUP_TITLE} />
      <PanelForm submission={submission} submitLabel={text.SIGNUP_BUTTON} onSubmit={submit}>
        {fields.map((field) => {
          const name = field.name as SignupField;
          if (name === 'region') {
            return (
              <Select
                key={name}
                label={field.label}
                name={name}
                value={values.region}
                onChange={change}
                placeholder={regionPlaceholder(regionsLoading || !asked)}
                options={(regions ?? []).map((region) => ({ value: String(region.region_id), label: region.name }))}
                error={submission.error(name)}
              />
            );
          }
          return (
            <TextField
              key={name}
              label={field.label}
              name={name}
              {...SIGNUP_INPUTS[name]}
              value={values[name]}
              onChange={change}
              error={submission.error(name)}
              required={field.required}
            />
          );
        })}
      </PanelForm>
      <p className={layout.links}>
        <Link className={layout.link} href="/">
          {text.BACK_LINK}
        </Link>
      </p>
    </div>
  );
}
