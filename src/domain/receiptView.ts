import {
  COMPLETE_TITLE,
  DECLINED_MESSAGE,
  FAILED_TITLE,
  MPESA_NOT_COMPLETED,
  PENDING_TEXT,
  PENDING_TITLE,
} from './receiptTexts';

/*
 * The receipt page's heading and what a card update does to a refused order: the account's own, kept
 * apart from src/domain/receipt.ts, whose receipt path the shop's checkout carries.
 */

export interface ReceiptView {
  title: string;
  text: string | null;
  /** Failed payments offer another way to pay: a card form, or for M-Pesa the prompt again or a card. */
  retry: boolean;
}

/**
 * The receipt's heading by the order's status and the way it was paid: a failed card keeps the
 * card's words, a failed M-Pesa payment says it was not completed. Null for a status it has no
 * words for.
 */
export function receiptView(status: string, method?: string): ReceiptView | null {
  switch (status) {
    case 'pending_payment':
      return { title: PENDING_TITLE, text: PENDING_TEXT, retry: false };
    case 'active':
      return { title: COMPLETE_TITLE, text: null, retry: false };
    case 'failed':
    case 'failed_declined':
      return {
        title: FAILED_TITLE,
        text: method === 'mpesa' ? MPESA_NOT_COMPLETED : DECLINED_MESSAGE,
        retry: true,
      };
    default:
      return null;
  }
}

/** Whether a card update must be followed by fetching the subscription again (after 60 s). */
export function refetchAfterCardUpdate(status: string): boolean {
  return status === 'failed' || status === 'failed_declined';
}
