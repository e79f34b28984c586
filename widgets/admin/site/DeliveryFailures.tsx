import { useEffect, useState } from 'react';
import { deliveryFailures, type DeliveryFailure } from '../../../src/api/deliveries';
import { send } from '../../../src/client/request';
import { Alert } from '../../../src/ui/Alert';
import { Card } from '../../../src/ui/Card';
import * as admin from '../Admin.css';
import * as text from '../texts';
import * as messageText from './messageTexts';
import * as css from './SiteConfig.css';
import { useOptions } from '../../../src/element/context';

/** The messages the server gave up sending (`GET /delivery_failures`), newest first, with the reason. */
export function DeliveryFailures() {
  const options = useOptions();
  const [failures, setFailures] = useState<DeliveryFailure[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    void send(deliveryFailures, {}, options).then((answer) =>
      answer.ok ? setFailures(answer.data.failures) : setError(answer.message),
    );
  }, []);

  return (
    <Card title={messageText.DELIVERY_FAILURES} level={3} part="delivery-failures">
      <div className={admin.stack}>
        <p className={admin.muted}>{messageText.DELIVERY_FAILURES_INTRO}</p>
        {error ? (
          <Alert tone="danger">{error}</Alert>
        ) : failures === null ? (
          <p role="status">{text.LOADING}</p>
        ) : failures.length === 0 ? (
          <p part="delivery-failures-empty">{messageText.NO_DELIVERY_FAILURES}</p>
        ) : (
          <table className={css.table} part="delivery-failure-table">
            <thead>
              <tr>
                <th scope="col">{messageText.FAILED_AT}</th>
                <th scope="col">{messageText.MESSAGE}</th>
                <th scope="col">{messageText.REASON}</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((failure) => (
                <tr key={failure.id} part="delivery-failure">
                  <td>
                    <time dateTime={failure.failed_at}>{new Date(failure.failed_at).toLocaleString()}</time>
                  </td>
                  <td>{messageText.deliveryFailureLine(failure)}</td>
                  <td>{failure.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}
