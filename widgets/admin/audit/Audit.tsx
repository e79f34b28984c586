import { useEffect, useState } from 'react';
import { auditTrail, type AuditEvent } from '../../../src/api/audit';
import { send } from '../../../src/client/request';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import * as admin from '../Admin.css';
import * as css from './Audit.css';
import * as shared from '../texts';
import { changeLines, subjectText } from './lines';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

/** /audit: who changed what and when (`GET /audit`), newest first, a page at a time. */
export function Audit() {
  const options = useOptions();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ events: AuditEvent[]; total: number; per_page: number } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    setError('');
    void send(auditTrail, { page }, options).then((answer) =>
      answer.ok ? setData(answer.data) : setError(answer.message),
    );
  }, [page]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <div className={admin.page} part="audit">
      <h2 className={admin.pageTitle} part="title" tabIndex={-1}>
        {text.AUDIT_TITLE}
      </h2>
      <Card part="audit-trail">
        <div className={admin.stack}>
          <p className={admin.muted}>{text.AUDIT_INTRO}</p>
          {error ? (
            <Alert tone="danger">{error}</Alert>
          ) : data === null ? (
            <p role="status">{shared.LOADING}</p>
          ) : data.events.length === 0 ? (
            <p part="audit-empty">{text.NOTHING_YET}</p>
          ) : (
            <ol className={css.events} part="audit-list">
              {data.events.map((event) => (
                <li key={event.id} className={css.event} part="audit-event">
                  <div className={css.head}>
                    <span className={css.subject}>{subjectText(event.subject)}</span>
                    <span className={css.meta}>
                      {text.by(event.actor)},{' '}
                      <time dateTime={event.created_at}>{new Date(event.created_at).toLocaleString()}</time>
                    </span>
                  </div>
                  <ul className={css.changes} aria-label={text.CHANGES}>
                    {changeLines(event.changes).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          {data && pages > 1 && (
            <nav className={admin.row} aria-label={text.PAGES} part="audit-pages">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {text.NEWER}
              </Button>
              <span aria-live="polite">{text.pageOf(page, pages)}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {text.OLDER}
              </Button>
            </nav>
          )}
        </div>
      </Card>
    </div>
  );
}
