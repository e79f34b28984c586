import { useEffect, useState } from 'react';
import { send } from '../src/client/request';
import * as css from './Host.css';
import { openStudentLink } from '../src/api/learn';

type Student = { first_name: string; last_name: string; grade: string };
type State = { kind: 'opening' } | { kind: 'open'; student: Student } | { kind: 'refused'; message: string };

const REFUSED = 'This login link is invalid or has expired.';

/**
 * /learn: where a student's single-use link lands when no learning platform is connected. It
 * spends the link and says who signed in.
 */
export function LearnPage() {
  const [state, setState] = useState<State>({ kind: 'opening' });

  useEffect(() => {
    const url = new URL(location.href);
    const token = url.searchParams.get('token');
    // The link works once: it has no business staying in the address bar or the history.
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!token) {
      setState({ kind: 'refused', message: REFUSED });
      return;
    }
    void send(openStudentLink, { token }).then((answer) =>
      setState(answer.ok ? { kind: 'open', student: answer.data.student } : { kind: 'refused', message: answer.message || REFUSED }),
    );
  }, []);

  if (state.kind === 'opening') return <p className={css.text}>Signing in…</p>;
  if (state.kind === 'refused') {
    return (
      <section className={css.card} aria-labelledby="learn-title">
        <h1 id="learn-title" className={css.title}>
          {state.message}
        </h1>
        <p className={css.text}>Ask for a new link, or log in again.</p>
      </section>
    );
  }
  const { student } = state;
  return (
    <section className={css.card} aria-labelledby="learn-title">
      <h1 id="learn-title" className={css.title}>
        Welcome, {student.first_name}!
      </h1>
      <p className={css.text} data-student>
        Signed in as {student.first_name} {student.last_name}, {student.grade}.
      </p>
      <p className={css.text}>Your lessons open here once the school connects its learning platform.</p>
    </section>
  );
}
