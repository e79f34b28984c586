import { randomToken } from '../security/tokens';
import { readStkCallback, type MobileMoneyProvider, type MobileMoneyStatus } from './mobile-money';

export interface SandboxMpesaOptions {
  /** How long after the push the sandbox's answer is ready (SANDBOX_MPESA_DELAY_MS). */
  delayMs: number;
  now: () => Date;
}

const PREFIX = 'ws_CO_SBX';

/**
 * M-Pesa without M-Pesa: every prompt is "answered" `delayMs` after it was sent, paid unless
 * the number ends in 0000. The reference carries when it was sent and how it will end, so the
 * answer survives a restart and any instance can give it.
 */
export function sandboxMpesa(options: SandboxMpesaOptions): MobileMoneyProvider {
  return {
    name: 'sandbox',
    checkAfterMs: options.delayMs,

    async requestPayment({ phone }) {
      const outcome = phone.endsWith('0000') ? 'no' : 'ok';
      return { accepted: true, reference: `${PREFIX}_${options.now().getTime()}_${outcome}_${randomToken(9)}` };
    },

    async queryStatus(reference): Promise<MobileMoneyStatus> {
      const match = new RegExp(`^${PREFIX}_(\\d+)_(ok|no)_[\\w-]+$`).exec(reference);
      if (!match) return { status: 'failed', message: 'The payment request is unknown.' };
      if (options.now().getTime() < Number(match[1]) + options.delayMs) return { status: 'pending' };
      return match[2] === 'ok'
        ? { status: 'paid', receipt: `SBX${reference.slice(-9).toUpperCase()}` }
        : { status: 'failed', message: 'The request was cancelled by the user.' };
    },

    readCallback: readStkCallback,
  };
}
