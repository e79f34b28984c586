import { REFETCH_DELAY_MS } from '../../src/domain/limits';
import { refetchAfterCardUpdate } from '../../src/domain/receiptView';
import { loadSubscription } from '../../src/stores/subscription';
import type { SomaOptions } from '../../src/config';

// Module-wide: the re-fetch is due whether or not the page that updated the card is still shown.
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * After a card update on a failed payment the plan is fetched again 60 seconds later (spec
 * section 4), for a charge the provider settles late. A second update restarts the wait.
 */
export function refetchAfterUpdate(status: string, config?: SomaOptions): void {
  if (!refetchAfterCardUpdate(status)) return;
  clearTimeout(timer);
  timer = setTimeout(() => void loadSubscription(config), REFETCH_DELAY_MS);
}
