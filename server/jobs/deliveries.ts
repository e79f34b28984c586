import { DeliveryError } from '../providers/messages';
import { deliveryJob, type MessagesService } from '../services/messages';
import type { DeliveryConfig } from '../config';
import type { JobQueue } from './queue';

export interface DeliveryLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The message-delivery jobs on this instance. Logs name the delivery and the reason, never the
 * recipient or the text (a recovery code must not reach a log).
 */
export function workDeliveries(
  jobs: JobQueue,
  messages: MessagesService,
  delivery: DeliveryConfig,
  log: DeliveryLog,
): void {
  jobs.work(
    deliveryJob(delivery),
    async ({ deliveryId }, job) => {
      try {
        const outcome = await messages.deliver(deliveryId);
        if (outcome === 'refused')
          log.warn({ delivery: deliveryId }, 'message refused for good; listed on /site_config');
      } catch (error) {
        const reason = error instanceof DeliveryError ? error.message : 'unexpected error';
        const left = job.retryLimit - job.retryCount;
        log.warn(
          { delivery: deliveryId, reason, retries_left: left },
          left > 0 ? 'message delivery failed; retrying later' : 'message delivery failed',
        );
        throw error instanceof DeliveryError ? error : new DeliveryError(reason);
      }
    },
    async ({ deliveryId }) => {
      await messages.giveUp(deliveryId);
      log.error({ delivery: deliveryId }, 'message given up; listed on /site_config');
    },
  );
}
