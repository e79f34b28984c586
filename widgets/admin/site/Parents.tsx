import { useState, type FormEvent } from 'react';
import { endParentSessions, searchParents, type ParentSummary } from '../../../src/api/parents';
import { send } from '../../../src/client/request';
import { useSubmission } from '../../../src/forms/useSubmission';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { useConfirm } from '../../../src/ui/ConfirmDialog';
import { TextField } from '../../../src/ui/TextField';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import * as admin from '../Admin.css';
import * as text from './parentTexts';
import * as css from './SiteConfig.css';
import { useOptions } from '../../../src/element/context';

const fullName = (parent: ParentSummary) => `${parent.first_name} ${parent.last_name}`;

/**
 * The parents an administrator looks up by email or phone number (`GET /parents`), each with End
 * sessions: after a question, every session of that parent ends at once (`POST /parents/{id}/logout`).
 */
export function Parents() {
  const options = useOptions();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ParentSummary[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [dialog, confirm] = useConfirm();

  const search = useSubmission(async () => {
    const answer = await send(searchParents, { search: query }, options);
    setFound(answer.ok ? answer.data : null);
    return answer;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    void search.submit();
  }

  async function end(parent: ParentSummary) {
    setNotice(null);
    const name = fullName(parent);
    if (!(await confirm({ message: text.endSessionsQuestion(name), confirmLabel: text.END_SESSIONS, danger: true })))
      return;
    const answer = await send(endParentSessions, { parent_id: parent.parent_id }, options);
    setNotice(
      answer.ok ? { tone: 'success', text: text.sessionsEnded(name) } : { tone: 'danger', text: answer.message },
    );
  }

  return (
    <Card title={text.PARENTS} part="parents">
      <p>{text.PARENTS_INTRO}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search role is what assistive technology announces today. */}
      <form role="search" className={admin.stack} onSubmit={submit} noValidate aria-label={text.FIND_PARENT}>
        <TextField
          label={text.PARENT_SEARCH}
          type="search"
          value={query}
          required
          maxLength={255}
          error={search.error('search')}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <div>
          <Button type="submit" busy={search.busy}>
            {text.SEARCH}
          </Button>
        </div>
      </form>
      {found?.length === 0 && <p role="status">{text.NO_PARENT}</p>}
      {found && found.length > 0 && (
        <table className={css.table} part="parent-table">
          <thead>
            <tr>
              <th scope="col">{text.PARENT_NAME}</th>
              <th scope="col">{text.PARENT_EMAIL}</th>
              <th scope="col">{text.PARENT_PHONE}</th>
              <th scope="col">
                <VisuallyHidden>{text.END_SESSIONS}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((parent) => (
              <tr key={parent.parent_id} part="parent">
                <td>{fullName(parent)}</td>
                <td>{parent.email ?? ''}</td>
                <td>{parent.phone_number ?? ''}</td>
                <td className={css.actionsCell}>
                  <Button variant="text" onClick={() => void end(parent)}>
                    {text.END_SESSIONS}
                    <VisuallyHidden>{` of ${fullName(parent)}`}</VisuallyHidden>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {dialog}
    </Card>
  );
}
