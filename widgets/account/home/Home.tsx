import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { tutorLoginUrl } from '../../../src/api/profile';
import type { Student } from '../../../src/api/structs';
import { studentLoginUrl } from '../../../src/api/students';
import { send } from '../../../src/client/request';
import { WELCOME_TITLE } from '../../../src/domain/messages';
import { SHOP_PATH } from '../../../src/domain/planMenu';
import { deactivateMessage, PLAN_CHANGED } from '../../../src/domain/studentLimit';
import { useElement, useOptions } from '../../../src/element/context';
import { goTo, leave } from '../../../src/handoff/leave';
import { portalUrl } from '../../../src/handoff/urls';
import { appOf, loadApp } from '../../../src/stores/app';
import { $canAddStudent, $overLimit } from '../../../src/stores/plan';
import { $profile, loadMe } from '../../../src/stores/profile';
import { $students, loadStudents } from '../../../src/stores/students';
import { Alert } from '../../../src/ui/Alert';
import { Avatar } from '../../../src/ui/Avatar';
import { Button } from '../../../src/ui/Button';
import { Dialog } from '../../../src/ui/Dialog';
import { PlanGate } from '../gate/PlanGate';
import { newStudentPath, openedFrom, STUDENTS_PATH } from '../students/returnTo';
import { StudentAvatar } from '../students/StudentAvatar';
import { useFocusOnArrival } from '../arrival';
import * as css from './Home.css';
import * as text from './texts';

const HOME = '/home';

/**
 * /home and /: "Who's Learning?". Behind the plan gate, a tile per student that opens the
 * learning app as that student, the account holder's tile for the tutor when there is one, and
 * 'Add New' while the plan has room. Over the plan's allowance the student tiles are blocked
 * and 'Your plan has changed' asks to manage students or upgrade. Profile, plan and students
 * are fetched afresh as the page opens; the plan then follows live order events.
 */
export function Home() {
  const options = useOptions();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.all([loadApp(false, options), loadMe(options), loadStudents(options)]).finally(() => setReady(true));
  }, []);
  return (
    <PlanGate ready={ready} part="home">
      <Tiles />
    </PlanGate>
  );
}

function Tiles() {
  const app = useStore(appOf(useOptions()));
  const profile = useStore($profile);
  const students = useStore($students) ?? [];
  const over = useStore($overLimit);
  const canAdd = useStore($canAddStudent);
  const [opening, setOpening] = useState<number | 'tutor' | null>(null);
  const [problem, setProblem] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [, navigate] = useLocation();
  const { emit, options } = useElement();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const messageId = useId();

  useFocusOnArrival(heading);
  // A plan that goes over its allowance again asks again.
  useEffect(() => {
    if (over === 0) setDismissed(false);
  }, [over]);

  const blocked = over > 0;
  const tutor = Boolean(app?.tutor_enabled && profile?.has_tutor_id);

  async function open(who: number | 'tutor') {
    if (opening !== null) return;
    setOpening(who);
    setProblem('');
    const answer =
      who === 'tutor'
        ? await send(tutorLoginUrl, {}, options)
        : await send(studentLoginUrl, { student_id: who }, options);
    setOpening(null);
    if (answer.ok) goTo(answer.data.login_url);
    else setProblem(answer.message || text.COULD_NOT_OPEN);
  }

  const manage = () => navigate(STUDENTS_PATH);
  const upgrade = () => leave(emit, portalUrl(SHOP_PATH, options), { returnTo: HOME });
  const add = () => {
    openedFrom(HOME);
    navigate(newStudentPath);
  };

  const tile = (
    key: string,
    label: string,
    picture: ReactNode,
    onClick: () => void,
    options: { busy?: boolean; disabled?: boolean; caption?: string } = {},
  ) => (
    <li key={key} className={css.item}>
      <button
        type="button"
        className={css.tile}
        part="tile"
        disabled={options.disabled}
        aria-busy={options.busy || undefined}
        onClick={onClick}
      >
        {picture}
        <span className={css.name}>{label}</span>
        {options.caption && <span className={css.caption}>{options.caption}</span>}
        {options.busy && <span className={css.caption}>{text.OPENING}</span>}
      </button>
    </li>
  );

  return (
    <section className={css.page} part="home" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} className={css.title} part="title" tabIndex={-1}>
        {WELCOME_TITLE}
      </h2>
      {blocked && dismissed && (
        <Alert
          tone="warning"
          title={PLAN_CHANGED}
          action={
            <span className={css.actions}>
              <Button variant="secondary" onClick={manage}>
                {text.MANAGE_STUDENTS}
              </Button>
              <Button onClick={upgrade}>{text.UPGRADE_PLAN}</Button>
            </span>
          }
        >
          {deactivateMessage(over)}
        </Alert>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
      <ul className={css.tiles} part="tiles">
        {tutor &&
          profile &&
          tile(
            'tutor',
            profile.first_name,
            <Avatar alt="" initials={profile.first_name.slice(0, 1)} color="blue" size={96} />,
            () => void open('tutor'),
            {
              caption: text.TUTOR,
              busy: opening === 'tutor',
              disabled: opening !== null,
            },
          )}
        {students.map((student: Student) =>
          tile(
            String(student.student_id),
            student.first_name,
            <StudentAvatar avatar={student.avatar} name={student.first_name} size={96} />,
            () => void open(student.student_id),
            {
              busy: opening === student.student_id,
              disabled: blocked || opening !== null,
            },
          ),
        )}
        {canAdd &&
          tile(
            'add',
            text.ADD_NEW,
            <span className={css.plus} aria-hidden="true">
              +
            </span>,
            add,
          )}
      </ul>
      {students.length === 0 && <p className={css.hint}>{canAdd ? text.NO_STUDENTS : text.NONE_YET}</p>}
      <Dialog
        open={blocked && !dismissed}
        onClose={() => setDismissed(true)}
        title={PLAN_CHANGED}
        aria-describedby={messageId}
        footer={
          <>
            <Button variant="secondary" onClick={manage}>
              {text.MANAGE_STUDENTS}
            </Button>
            <Button onClick={upgrade} data-autofocus>
              {text.UPGRADE_PLAN}
            </Button>
          </>
        }
      >
        <p id={messageId}>{deactivateMessage(over)}</p>
      </Dialog>
    </section>
  );
}
