import { randomToken } from '../security/tokens';
import { readStkCallback, statusOfResult, type MobileMoneyProvider, type MobileMoneyStatus } from './mobile-money';

export interface SandboxMpesaOptions {
  /** How long after the push the sandbox's answer is ready (SANDBOX_MPESA_DELAY_MS). */
  delayMs: number;
  now: () => Date;
}

const PREFIX = 'ws_CO_SBX';

/**
 * The sandbox's outcomes, by the number's last four digits, as the Daraja result code a real prompt
 * would end with; any other number pays. The README lists them for rehearsing every outcome.
 */
export const SANDBOX_MPESA_NUMBERS: Record<string, { code: number; description: string }> = {
  '0000': { code: 2006, description: 'The transaction was declined.' },
  '1032': { code: 1032, description: 'Request cancelled by user.' },
  '1037': { code: 1037, description: 'DS timeout user cannot be reached.' },
  '0001': { code: 1, description: 'The balance is insufficient for the transaction.' },
  '2001': { code: 2001, description: 'The initiator information is invalid.' },
};

/**
 * M-Pesa without M-Pesa: every prompt is "answered" `delayMs` after it was sent, with the outcome
 * its number chose. The reference carries when it was sent and the result code it will end with,
 * so the answer survives a restart and any instance can give it.
 */
export function sandboxMpesa(options: SandboxMpesaOptions): MobileMoneyProvider {
  return {
    name: 'sandbox',
    checkAfterMs: options.delayMs,
    promptWindowMs: options.delayMs,

    async requestPayment({ phone }) {
      const code = SANDBOX_MPESA_NUMBERS[phone.slice(-4)]?.code ?? 0;
      return { accepted: true, reference: `${PREFIX}_${options.now().getTime()}_${code}_${randomToken(9)}` };
    },

    async queryStatus(reference): Promise<MobileMoneyStatus> {
      const match = new RegExp(`^${PREFIX}_(\\d+)_(\\d+)_[\\w-]+$`).exec(reference);
      if (!match) return { status: 'failed', reason: 'unsent', message: 'The payment request is unknown.' };
      if (options.now().getTime() < Number(match[1]) + options.delayMs) return { status: 'pending' };
      const code = Number(match[2]);
      const description =
        Object.values(SANDBOX_MPESA_NUMBERS).find((outcome) => outcome.code === code)?.description ?? '';
      const result = statusOfResult(code, description);
      return result.status === 'paid' ? { status: 'paid', receipt: `SBX${reference.slice(-9).toUpperCase()}` } : result;
    },

    readCallback: readStkCallback,
  };
}
