import { useEffect, useState, type ReactNode } from 'react';
import type { Call } from '../src/api/define';
import { openStudentLink, openTutorLink, resumeLearning } from '../src/api/learn';
import { send } from '../src/client/request';
import { takeFromAddress } from './addressToken';
import * as css from './Host.css';
import * as text from './learnTexts';

type Answer<T> = { kind: 'opening' } | { kind: 'open'; data: T } | { kind: 'refused'; message: string };

/** Where `/learn` keeps the session its link started, for the tab's reloads. */
const LEARN_SESSION_KEY = 'soma.learn.session';

function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** Spends the single-use `token` of the address once. */
function useLinkToken<T>(call: Call<{ token: string }, T>): Answer<T> {
  const [state, setState] = useState<Answer<T>>({ kind: 'opening' });
  useEffect(() => {
    const token = takeFromAddress('token');
    if (!token) {
      setState({ kind: 'refused', message: text.LINK_REFUSED });
      return;
    }
    void send(call, { token }).then((answer) =>
      setState(
        answer.ok
          ? { kind: 'open', data: answer.data }
          : { kind: 'refused', message: answer.message || text.LINK_REFUSED },
      ),
    );
  }, [call]);
  return state;
}

function Landing({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.card} aria-labelledby="learn-title">
      <h1 id="learn-title" className={css.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Landing title={message}>
      <p className={css.text}>{text.ASK_AGAIN}</p>
    </Landing>
  );
}

type LearningStudent = { student: { first_name: string; last_name: string; grade: string } };

/**
 * The student of the address's link, or, on a reload (the link spent), of the learning session
 * the link started, kept in the tab until it ends.
 */
function useLearningStudent(): Answer<LearningStudent> {
  const [state, setState] = useState<Answer<LearningStudent>>({ kind: 'opening' });
  useEffect(() => {
    const token = takeFromAddress('token');
    const kept = tabStorage()?.getItem(LEARN_SESSION_KEY) ?? null;
    if (!token && !kept) return setState({ kind: 'refused', message: text.LINK_REFUSED });
    const asked = token ? send(openStudentLink, { token }) : send(resumeLearning, { session: kept! });
    void asked.then((answer) => {
      if (!answer.ok) {
        if (!token) tabStorage()?.removeItem(LEARN_SESSION_KEY);
        return setState({ kind: 'refused', message: answer.message || text.LINK_REFUSED });
      }
      const started = (answer.data as { session?: unknown }).session;
      if (typeof started === 'string') tabStorage()?.setItem(LEARN_SESSION_KEY, started);
      setState({ kind: 'open', data: answer.data });
    });
  }, []);
  return state;
}

/**
 * /learn: where a student's single-use link lands when no learning platform is connected. It
 * spends the link and says who signed in; a reload comes back to it while the session lasts.
 */
export function LearnPage() {
  const state = useLearningStudent();
  if (state.kind === 'opening') return <p className={css.text}>{text.SIGNING_IN}</p>;
  if (state.kind === 'refused') return <Refused message={state.message} />;
  const { student } = state.data;
  return (
    <Landing title={text.welcome(student.first_name)}>
      <p className={css.text} data-student>
        {text.studentSignedIn(student.first_name, student.last_name, student.grade)}
      </p>
      <p className={css.text}>{text.LESSONS_HERE}</p>
    </Landing>
  );
}

/**
 * /learn/tutor: where the account holder's tutor link lands when no tutor service is connected
 * (the "Who's Learning?" screen's account-holder tile). It checks the link and says who signed in.
 */
export function TutorPage() {
  const state = useLinkToken(openTutorLink);
  if (state.kind === 'opening') return <p className={css.text}>{text.SIGNING_IN}</p>;
  if (state.kind === 'refused') return <Refused message={state.message} />;
  const { tutor } = state.data;
  return (
    <Landing title={text.welcome(tutor.first_name)}>
      <p className={css.text} data-tutor>
        {text.tutorSignedIn(tutor.first_name, tutor.last_name, tutor.tutor_id)}
      </p>
      <p className={css.text}>{text.TUTOR_HERE}</p>
    </Landing>
  );
}
