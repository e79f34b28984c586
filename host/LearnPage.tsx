import { useEffect, useState, type ReactNode } from 'react';
import type { Call } from '../src/api/define';
import { openStudentLink, openTutorLink } from '../src/api/learn';
import { send } from '../src/client/request';
import { takeFromAddress } from './addressToken';
import * as css from './Host.css';

type Answer<T> = { kind: 'opening' } | { kind: 'open'; data: T } | { kind: 'refused'; message: string };

const REFUSED = 'This login link is invalid or has expired.';

/**
 * Spends the single-use `token` of the address once, taking it out of the address bar and the
 * history first: the link works once and has no business staying there.
 */
function useLinkToken<T>(call: Call<{ token: string }, T>): Answer<T> {
  const [state, setState] = useState<Answer<T>>({ kind: 'opening' });
  useEffect(() => {
    const token = takeFromAddress('token');
    if (!token) {
      setState({ kind: 'refused', message: REFUSED });
      return;
    }
    void send(call, { token }).then((answer) =>
      setState(answer.ok ? { kind: 'open', data: answer.data } : { kind: 'refused', message: answer.message || REFUSED }),
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
      <p className={css.text}>Ask for a new link, or log in again.</p>
    </Landing>
  );
}

/**
 * /learn: where a student's single-use link lands when no learning platform is connected. It
 * spends the link and says who signed in.
 */
export function LearnPage() {
  const state = useLinkToken(openStudentLink);
  if (state.kind === 'opening') return <p className={css.text}>Signing in…</p>;
  if (state.kind === 'refused') return <Refused message={state.message} />;
  const { student } = state.data;
  return (
    <Landing title={`Welcome, ${student.first_name}!`}>
      <p className={css.text} data-student>
        Signed in as {student.first_name} {student.last_name}, {student.grade}.
      </p>
      <p className={css.text}>Your lessons open here once the school connects its learning platform.</p>
    </Landing>
  );
}

/**
 * /learn/tutor: where the account holder's tutor link lands when no tutor service is connected
 * (the "Who's Learning?" screen's account-holder tile). It checks the link and says who signed in.
 */
export function TutorPage() {
  const state = useLinkToken(openTutorLink);
  if (state.kind === 'opening') return <p className={css.text}>Signing in…</p>;
  if (state.kind === 'refused') return <Refused message={state.message} />;
  const { tutor } = state.data;
  return (
    <Landing title={`Welcome, ${tutor.first_name}!`}>
      <p className={css.text} data-tutor>
        Signed in to the tutor as {tutor.first_name} {tutor.last_name} ({tutor.tutor_id}).
      </p>
      <p className={css.text}>Your tutor sessions open here once the school connects its tutor service.</p>
    </Landing>
  );
}
