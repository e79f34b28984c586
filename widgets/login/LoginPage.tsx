import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { login } from '../../src/api/app';
import { send } from '../../src/client/request';
import { joinPath, loginUrls } from '../../src/domain/loginUrls';
import { FREE_TRIAL_BADGE } from '../../src/domain/messages';
import { useSubmission } from '../../src/forms/useSubmission';
import { PanelHeading } from '../../src/loginLayout/LoginLayout';
import * as layout from '../../src/loginLayout/LoginLayout.css';
import { PanelForm } from '../../src/loginLayout/PanelForm';
import { useFields } from '../../src/forms/useFields';
import { PortalLink } from '../../src/handoff/PortalLink';
import { useOptions } from '../../src/element/context';
import { appOf } from '../../src/stores/app';
import { TextField } from '../../src/ui/TextField';
import { badge } from './Login.css';
import * as text from './texts';
import { useSignIn } from './useSignIn';

/** The standard login: login and password, the trial badge, and the ways on. */
export function LoginPage() {
  const options = useOptions();
  const app = useStore(appOf(options));
  const signIn = useSignIn();
  const { values, field } = useFields({ login: '', password: '' });
  const submission = useSubmission(async () => {
    const answer = await send(login, values, options);
    return answer.ok ? signIn(answer.data.access_token) : answer;
  });

  const trial = app?.style === 'trial';
  const explore = app?.style === 'subscription' ? joinPath(loginUrls(app).standard, 'explore') : null;

  return (
    <>
      <PanelHeading
        title={text.LOGIN_TITLE}
        badge={
          trial && (
            <span className={badge} part="badge">
              {FREE_TRIAL_BADGE}
            </span>
          )
        }
      />
      <PanelForm submission={submission} submitLabel={text.LOGIN_BUTTON}>
        <TextField label={text.LOGIN_LABEL} autoComplete="username" {...field('login', submission.error)} required />
        <TextField
          label={text.PASSWORD_LABEL}
          type="password"
          autoComplete="current-password"
          {...field('password', submission.error)}
          required
        />
      </PanelForm>
      <p className={layout.links}>
        <Link className={layout.link} href="/forgot-password/1">
          {text.FORGOT_LINK}
        </Link>
        {trial && (
          <Link className={layout.link} href="/signup">
            {text.SIGNUP_LINK}
          </Link>
        )}
        {explore && (
          <PortalLink className={layout.link} to={explore}>
            {text.EXPLORE_LINK}
          </PortalLink>
        )}
      </p>
    </>
  );
}
