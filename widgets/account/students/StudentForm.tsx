import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Student } from '../../../src/api/structs';
import type { StudentCreate, StudentUpdate } from '../../../src/api/students';
import type { FieldErrors, Result } from '../../../src/client/result';
import { avatarText, parseAvatar, type Avatar as AvatarValue } from '../../../src/domain/avatar';
import { LOADING_DELAY_MS } from '../../../src/domain/limits';
import { hasPlan } from '../../../src/domain/planGate';
import { SHOP_LABEL, SHOP_PATH } from '../../../src/domain/planMenu';
import { atStudentLimit } from '../../../src/domain/studentLimit';
import { GENDERS, validateStudent } from '../../../src/domain/studentForm';
import { loginDialog, type StudentLoginInput } from '../../../src/domain/studentLogin';
import { useSubmission } from '../../../src/forms/useSubmission';
import { useElement, useOptions } from '../../../src/element/context';
import { leave } from '../../../src/handoff/leave';
import { PortalLink } from '../../../src/handoff/PortalLink';
import { portalUrl } from '../../../src/handoff/urls';
import { $grades, loadGrades } from '../../../src/stores/grades';
import { loadMe } from '../../../src/stores/profile';
import { $regions, $regionsLoading, loadRegions } from '../../../src/stores/regions';
import {
  $students,
  addStudent,
  editStudent,
  loadStudents,
  resetPassword,
  setLogin,
} from '../../../src/stores/students';
import { $subscription } from '../../../src/stores/subscription';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { variants } from '../../../src/ui/Button.css';
import { LoadingOverlay } from '../../../src/ui/LoadingOverlay';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { Select } from '../../../src/ui/Select';
import { TextField } from '../../../src/ui/TextField';
import { AvatarPicker } from './AvatarPicker';
import { CredentialsDialog, ResetPasswordDialog } from './LoginDialogs';
import { returnPath, STUDENTS_PATH } from './returnTo';
import { StudentAvatar } from './StudentAvatar';
import { useFocusOnArrival } from '../arrival';
import * as css from './Students.css';
import * as text from './texts';

type TextName = 'first_name' | 'last_name' | 'gender' | 'grade' | 'age' | 'school' | 'region';
type Values = Record<TextName, string> & { avatar: AvatarValue };

const EMPTY: Values = {
  first_name: '',
  last_name: '',
  gender: '',
  grade: '',
  age: '',
  school: '',
  region: '',
  avatar: parseAvatar(null),
};

function valuesOf(student: Student): Values {
  return {
    first_name: student.first_name,
    last_name: student.last_name,
    gender: student.gender,
    grade: student.grade,
    age: student.age === null ? '' : String(student.age),
    school: student.school ?? '',
    region: student.region_id === null ? '' : String(student.region_id),
    avatar: parseAvatar(student.avatar),
  };
}

/**
 * /account/students/new and /account/students/edit/{id}: the student form, shown only while the
 * account has a subscription, and for a new student only below the plan's allowance (at it, the
 * reason and Upgrade, so that nothing is typed in vain). The spec's client rules are checked
 * before sending; the server's errors show under their fields and nothing typed is lost; success
 * goes back to the page that opened the form.
 */
export function StudentForm({ studentId }: { studentId?: number }) {
  const options = useOptions();
  const plan = useStore($subscription);
  const students = useStore($students);
  const [fetched, setFetched] = useState(false);

  useEffect(() => {
    void Promise.all([loadMe(options), loadStudents(options)]).finally(() => setFetched(true));
    if ($grades.get() === null) void loadGrades(options);
    if ($regions.get() === null) void loadRegions(options);
  }, []);

  const student = studentId === undefined ? undefined : students?.find((s) => s.student_id === studentId);
  const waiting = !fetched && (plan === undefined || students === null || (studentId !== undefined && !student));
  let body: ReactNode;
  if (waiting || plan === undefined) body = <p role="status">{text.LOADING}</p>;
  else if (!hasPlan(plan))
    body = (
      <>
        <p className={css.text}>{text.NO_PLAN_FORM}</p>
        <PortalLink to={SHOP_PATH} className={variants.primary}>
          {SHOP_LABEL}
        </PortalLink>
      </>
    );
  else if (studentId !== undefined && !student) body = <Alert tone="danger">{text.STUDENT_NOT_FOUND}</Alert>;
  else if (studentId === undefined && atStudentLimit(students?.length ?? 0, plan))
    body = <Full allowed={plan.students} trial={plan.trial === true} />;
  else body = <Form key={studentId ?? 'new'} student={student} />;

  return (
    <section className={css.panel} part="student-form">
      {body}
    </section>
  );
}

/** In place of a new student's form when the plan is full: why, Upgrade, and the way back. */
function Full({ allowed, trial }: { allowed: number; trial: boolean }) {
  const [, navigate] = useLocation();
  const { emit, options } = useElement();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <>
      <h2 ref={heading} className={css.title} part="title" tabIndex={-1}>
        {text.NEW_STUDENT}
      </h2>
      <p className={css.text} part="student-limit">
        {text.limitReason(allowed, trial)} {text.UPGRADE_TO_ADD}
      </p>
      <div className={css.buttons}>
        <Button onClick={() => leave(emit, portalUrl(SHOP_PATH, options), { returnTo: STUDENTS_PATH })}>
          {text.UPGRADE}
        </Button>
        <Button variant="secondary" onClick={() => navigate(returnPath())}>
          {text.BACK}
        </Button>
      </div>
    </>
  );
}

function Form({ student }: { student?: Student }) {
  const options = useOptions();
  const grades = useStore($grades);
  const regions = useStore($regions);
  const regionsLoading = useStore($regionsLoading);
  const [values, setValues] = useState<Values>(() => (student ? valuesOf(student) : EMPTY));
  /** A new student's login, saved with the student. */
  const [staged, setStaged] = useState<StudentLoginInput | null>(null);
  const [dialog, setDialog] = useState<'avatar' | 'credentials' | 'reset' | null>(null);
  const [dialogSave, setDialogSave] = useState<{ busy: boolean; errors: FieldErrors; message: string }>({
    busy: false,
    errors: {},
    message: '',
  });
  const [loginNotice, setLoginNotice] = useState('');
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  const titleId = useId();

  useFocusOnArrival(heading);

  const save = useSubmission(async (): Promise<Result<Student>> => {
    const fields = {
      first_name: values.first_name,
      last_name: values.last_name,
      gender: values.gender,
      grade: values.grade,
      age: values.age,
      school: values.school,
      region: values.region,
      avatar: avatarText(values.avatar),
    };
    const answer = student
      ? await editStudent({ student_id: student.student_id, ...fields } as unknown as StudentUpdate, options)
      : await addStudent(
          {
            ...fields,
            login: staged?.login,
            password: staged && !staged.noPassword ? staged.password : undefined,
          } as unknown as StudentCreate,
          options,
        );
    if (answer.ok) navigate(returnPath());
    else focusError.current = true;
    return answer;
  });

  // The first field in error takes focus, after the client's rules or the server's answer.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.errors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.busy) return;
    const errors = validateStudent(values);
    if (Object.keys(errors).length > 0) {
      focusError.current = true;
      save.setErrors(errors, text.CHECK_FIELDS);
      return;
    }
    void save.submit();
  }

  const set = (name: TextName) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [name]: event.currentTarget.value });
  const field = (name: TextName) => save.error(name);

  async function saveDialog(run: () => Promise<Result<Student>>, done: string) {
    setDialogSave({ busy: true, errors: {}, message: '' });
    const answer = await run().catch(() => null);
    if (answer?.ok) {
      setDialogSave({ busy: false, errors: {}, message: '' });
      setDialog(null);
      setLoginNotice(done);
    } else {
      setDialogSave({ busy: false, errors: answer?.errors ?? {}, message: answer?.message ?? '' });
    }
  }

  function openDialog(kind: 'credentials' | 'reset') {
    setDialogSave({ busy: false, errors: kind === 'credentials' && !student ? save.errors : {}, message: '' });
    setLoginNotice('');
    setDialog(kind);
  }

  const loginError = !student ? (save.error('login') ?? save.error('password')) : undefined;
  const fieldNames = [
    'first_name',
    'last_name',
    'gender',
    'grade',
    'age',
    'school',
    'region',
    'avatar',
    'login',
    'password',
  ];
  const otherError = save.message && !fieldNames.some((name) => save.error(name)) ? save.message : save.error('plan');
  const current = student?.login ?? null;

  return (
    <>
      <h2 id={titleId} ref={heading} className={css.title} part="title" tabIndex={-1}>
        {student ? text.EDIT_STUDENT : text.NEW_STUDENT}
      </h2>
      <LoadingOverlay active={save.busy} delay={LOADING_DELAY_MS}>
        <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
          <div className={css.avatarRow}>
            <StudentAvatar avatar={avatarText(values.avatar)} name={values.first_name} size={72} />
            <Button variant="secondary" onClick={() => setDialog('avatar')} aria-haspopup="dialog">
              {text.CHOOSE_AVATAR}
            </Button>
          </div>
          <div className={css.pair}>
            <TextField
              label={text.FIRST_NAME}
              name="first_name"
              required
              autoComplete="off"
              value={values.first_name}
              error={field('first_name')}
              onChange={set('first_name')}
            />
            <TextField
              label={text.LAST_NAME}
              name="last_name"
              required
              autoComplete="off"
              value={values.last_name}
              error={field('last_name')}
              onChange={set('last_name')}
            />
          </div>
          <RadioGroup
            legend={text.GENDER}
            name="gender"
            required
            inline
            options={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
            value={values.gender}
            error={field('gender')}
            onChange={(gender) => setValues({ ...values, gender })}
          />
          <div className={css.pair}>
            <Select
              label={text.GRADE}
              name="grade"
              required
              value={values.grade}
              placeholder={grades === null ? text.LOADING : text.CHOOSE_GRADE}
              options={(grades ?? []).map((grade) => ({ value: grade, label: grade }))}
              error={field('grade')}
              onChange={set('grade')}
            />
            <TextField
              label={text.AGE}
              name="age"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              value={values.age}
              error={field('age')}
              onChange={set('age')}
            />
          </div>
          <TextField
            label={text.SCHOOL_NAME}
            name="school"
            autoComplete="off"
            value={values.school}
            error={field('school')}
            onChange={set('school')}
          />
          <Select
            label={text.SCHOOL_REGION}
            name="region"
            value={values.region}
            placeholder={regionsLoading && regions === null ? text.LOADING : text.NONE}
            options={(regions ?? []).map((region) => ({ value: String(region.region_id), label: region.name }))}
            error={field('region')}
            onChange={set('region')}
          />
          <section className={css.section} aria-labelledby={`${titleId}-login`} part="student-login">
            <h3 id={`${titleId}-login`} className={css.subtitle}>
              {text.STUDENT_LOGIN}
            </h3>
            {current !== null ? (
              <p className={css.text}>
                {text.loginLine(current)} · {student?.has_password ? text.PASSWORD_SET : text.NO_PASSWORD}
              </p>
            ) : staged ? (
              <p className={css.text}>
                {text.loginLine(staged.login)} · {staged.noPassword ? text.NO_PASSWORD : text.PASSWORD_SET}.{' '}
                {text.LOGIN_SAVED_LATER}
              </p>
            ) : (
              <p className={css.text}>{text.NO_LOGIN_YET}</p>
            )}
            {loginError && (
              <p role="alert" className={css.error}>
                {loginError}
              </p>
            )}
            {loginNotice && (
              <p role="status" className={css.text}>
                {loginNotice}
              </p>
            )}
            <div className={css.buttons}>
              {loginDialog(current) === 'reset' ? (
                <Button variant="secondary" aria-haspopup="dialog" onClick={() => openDialog('reset')}>
                  {text.RESET_PASSWORD}
                </Button>
              ) : (
                <Button variant="secondary" aria-haspopup="dialog" onClick={() => openDialog('credentials')}>
                  {staged ? text.CHANGE_LOGIN : text.SET_LOGIN}
                </Button>
              )}
            </div>
          </section>
          {otherError && <Alert tone="danger">{otherError}</Alert>}
          <div className={css.buttons}>
            <Button type="submit" busy={save.busy}>
              {text.SAVE}
            </Button>
            <Button variant="secondary" disabled={save.busy} onClick={() => navigate(returnPath())}>
              {text.CANCEL}
            </Button>
          </div>
        </form>
      </LoadingOverlay>
      {dialog === 'avatar' && (
        <AvatarPicker
          value={values.avatar}
          onCancel={() => setDialog(null)}
          onDone={(avatar) => {
            setValues({ ...values, avatar });
            setDialog(null);
          }}
        />
      )}
      {dialog === 'credentials' && (
        <CredentialsDialog
          {...dialogSave}
          initial={staged ?? { login: '', password: '', noPassword: false }}
          onClose={() => setDialog(null)}
          onSave={(value) => {
            if (!student) {
              setStaged(value);
              save.setErrors({ ...save.errors, login: [], password: [] }, '');
              setDialog(null);
              return;
            }
            void saveDialog(
              () =>
                setLogin(
                  {
                    student_id: student.student_id,
                    login: value.login,
                    password: value.noPassword ? undefined : value.password,
                  },
                  options,
                ),
              text.LOGIN_SAVED,
            );
          }}
        />
      )}
      {dialog === 'reset' && current !== null && student && (
        <ResetPasswordDialog
          {...dialogSave}
          login={current}
          onClose={() => setDialog(null)}
          onSave={(password) =>
            void saveDialog(
              () => resetPassword({ student_id: student.student_id, password }, options),
              text.PASSWORD_RESET_DONE,
            )
          }
        />
      )}
    </>
  );
}
