import { noticeJob, type NoticesService } from '../services/notices';
import type { JobQueue } from './queue';

export interface NoticeLog {
  error(object: object, message: string): void;
}

/**
 * The jobs that write the messages to families on this instance. A try that fails is retried with
 * backoff; a notice given up stays unsent and is logged (`renewals.sweep`, as the test clock runs
 * it, writes every unsent notice). Logs name the notice, never the family or the text.
 */
export function workNotices(jobs: JobQueue, notices: NoticesService, log: NoticeLog): void {
  notices.logTo(log);
  jobs.work(
    noticeJob,
    async ({ noticeId }) => {
      await notices.deliver(noticeId);
    },
    async ({ noticeId }) => log.error({ notice_id: noticeId }, 'message to a family given up'),
  );
}
