import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Student } from '../../../src/api/structs';
import { REMOVE_STUDENT_QUESTION } from '../../../src/domain/confirmations';
import { SHOP_PATH } from '../../../src/domain/planMenu';
import { hasPlan } from '../../../src/domain/planGate';
import { atStudentLimit, canDeleteStudent, removeMessage } from '../../../src/domain/studentLimit';
import { useElement, useOptions } from '../../../src/element/context';
import { leave } from '../../../src/handoff/leave';
import { portalUrl } from '../../../src/handoff/urls';
import { appOf, loadApp } from '../../../src/stores/app';
import { $canAddStudent, $overLimit } from '../../../src/stores/plan';
import { loadMe } from '../../../src/stores/profile';
import { $students, loadStudents, removeStudent } from '../../../src/stores/students';
import { $subscription } from '../../../src/stores/subscription';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { useConfirm } from '../../../src/ui/ConfirmDialog';
import { PlanGate } from '../gate/PlanGate';
import { editStudentPath, newStudentPath, openedFrom, STUDENTS_PATH } from './returnTo';
import { StudentAvatar } from './StudentAvatar';
import { useFocusOnArrival } from '../arrival';
import * as css from './Students.css';
import * as text from './texts';

/**
 * /account/students: the account's students behind the same plan gate as the welcome screen.
 * At the plan's allowance Add Student is disabled, with the reason and Upgrade beside it. Over
 * it a red warning says how many to remove, with Upgrade; Delete shows only then, or when the
 * tutor integration is on, and asks first.
 */
export function StudentList() {
  const options = useOptions();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.all([loadApp(false, options), loadMe(options), loadStudents(options)]).finally(() => setReady(true));
  }, []);
  return (
    <PlanGate ready={ready} part="students">
      <List />
    </PlanGate>
  );
}

function List() {
  const app = useStore(appOf(useOptions()));
  const plan = useStore($subscription);
  const students = useStore($students) ?? [];
  const over = useStore($overLimit);
  const canAdd = useStore($canAddStudent);
  const [confirmDialog, confirm] = useConfirm();
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [, navigate] = useLocation();
  const { emit, options } = useElement();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const reasonId = useId();

  useFocusOnArrival(heading);

  const deletable = canDeleteStudent(app?.style ?? 'subscription', students.length, plan, Boolean(app?.tutor_enabled));

  const upgrade = () => leave(emit, portalUrl(SHOP_PATH, options), { returnTo: STUDENTS_PATH });

  function go(path: string) {
    openedFrom(STUDENTS_PATH);
    navigate(path);
  }

  async function remove(student: Student) {
    if (removing !== null) return;
    if (!(await confirm({ message: REMOVE_STUDENT_QUESTION, confirmLabel: text.DELETE, danger: true }))) return;
    setRemoving(student.student_id);
    const answer = await removeStudent(student.student_id, options);
    setRemoving(null);
    setNotice(
      answer.ok
        ? { tone: 'success', text: text.STUDENT_DELETED }
        : { tone: 'danger', text: answer.message || text.STUDENT_NOT_FOUND },
    );
    heading.current?.focus();
  }

  return (
    <section className={css.page} part="students" aria-labelledby={titleId}>
      <div className={css.header}>
        <h2 id={titleId} ref={heading} className={css.title} part="title" tabIndex={-1}>
          {text.MANAGE_STUDENTS}
        </h2>
        {canAdd ? (
          <Button onClick={() => go(newStudentPath)}>{text.ADD_STUDENT}</Button>
        ) : (
          hasPlan(plan) &&
          atStudentLimit(students.length, plan) && (
            <div className={css.limit} part="student-limit">
              <p id={reasonId} className={css.muted}>
                {text.limitReason(plan.students, plan.trial === true)}
              </p>
              {over === 0 && (
                <Button variant="secondary" onClick={upgrade}>
                  {text.UPGRADE}
                </Button>
              )}
              <Button disabled aria-describedby={reasonId}>
                {text.ADD_STUDENT}
              </Button>
            </div>
          )
        )}
      </div>
      {over > 0 && (
        <Alert tone="danger" part="over-limit" action={<Button onClick={upgrade}>{text.UPGRADE}</Button>}>
          {removeMessage(over)}
        </Alert>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {students.length === 0 ? (
        <p className={css.muted}>{text.NO_STUDENTS}</p>
      ) : (
        <ul className={css.list} part="student-list">
          {students.map((student) => {
            const name = `${student.first_name} ${student.last_name}`.trim();
            return (
              <li key={student.student_id} className={css.row} part="student">
                <StudentAvatar avatar={student.avatar} name={student.first_name} size={56} />
                <div className={css.who}>
                  <strong className={css.name}>{name}</strong>
                  <dl className={css.facts}>
                    <div>
                      <dt>{text.GRADE}</dt>
                      <dd>{student.grade}</dd>
                    </div>
                    <div>
                      <dt>{text.SCHOOL}</dt>
                      <dd>{student.school || text.NOT_GIVEN}</dd>
                    </div>
                    <div>
                      <dt>{text.LOGIN}</dt>
                      <dd>{student.login ? text.HAS_LOGIN : text.NO_LOGIN}</dd>
                    </div>
                  </dl>
                </div>
                <div className={css.rowActions}>
                  <Button
                    variant="secondary"
                    aria-label={`${text.EDIT} ${name}`}
                    onClick={() => go(editStudentPath(student.student_id))}
                  >
                    {text.EDIT}
                  </Button>
                  {deletable && (
                    <Button
                      variant="danger"
                      aria-label={`${text.DELETE} ${name}`}
                      busy={removing === student.student_id}
                      onClick={() => void remove(student)}
                    >
                      {text.DELETE}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
