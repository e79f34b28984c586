import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { studentLogin } from '../../src/api/app';
import { send } from '../../src/client/request';
import { useElement } from '../../src/element/context';
import { useSubmission } from '../../src/forms/useSubmission';
import { LoginLayout, PanelHeading } from '../../src/loginLayout/LoginLayout';
import { PanelForm } from '../../src/loginLayout/PanelForm';
import { showsSidebar, Sidebar } from '../../src/loginLayout/Sidebar';
import { useFields } from '../../src/forms/useFields';
import { goTo } from '../../src/handoff/leave';
import { appOf, loadApp } from '../../src/stores/app';
import { TextField } from '../../src/ui/TextField';
import * as text from './texts';

/**
 * <soma-student-login>: a student's login and password answer a single-use link into the
 * learning app. `soma-student-login` tells the page first; unless it cancels, the browser follows
 * the link.
 */
export function StudentLogin() {
  const { emit, options } = useElement();
  const app = useStore(appOf(options));
  const { values, field } = useFields({ login: '', password: '' });

  // Asked for in the first commit, not an effect later: the settings arrive that much sooner.
  useLayoutEffect(() => void loadApp(false, options), [options]);

  const submission = useSubmission(async () => {
    const answer = await send(studentLogin, values, options);
    if (answer.ok && emit('student-login', { login_url: answer.data.login_url }, { cancelable: true })) {
      goTo(answer.data.login_url);
    }
    return answer;
  });

  // The student page has a main logo and no navigation logo (docs/behaviour.md, Entities).
  const student = app?.customizations.student;
  const logo = app?.logos.student_main_logo;
  const sidebar = showsSidebar(student, logo, options) ? <Sidebar customization={student} logo={logo} /> : null;

  return (
    <LoginLayout sidebar={sidebar}>
      <PanelHeading title={text.STUDENT_LOGIN_TITLE} />
      <PanelForm submission={submission} submitLabel={text.STUDENT_LOGIN_BUTTON}>
        <TextField
          label={text.STUDENT_LOGIN_LABEL}
          autoComplete="username"
          autoCapitalize="none"
          {...field('login', submission.error)}
          required
        />
        <TextField
          label={text.STUDENT_PASSWORD_LABEL}
          type="password"
          autoComplete="current-password"
          {...field('password', submission.error)}
        />
      </PanelForm>
    </LoginLayout>
  );
}
