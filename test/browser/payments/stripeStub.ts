// A stand-in for Stripe.js. @stripe/stripe-js resolves to `window.Stripe` when it is already set,
// without adding a script (its own src/shared.ts: `if (window.Stripe) resolve(window.Stripe)`), so setting
// it before the card form loads puts this stub in Stripe's place.

type Handler = (event?: unknown) => void;

export interface StubElement {
  type: string;
  options: Record<string, unknown>;
  target: HTMLElement | null;
  frame: HTMLIFrameElement | null;
  destroyed: boolean;
  focused: number;
  updates: Array<Record<string, unknown>>;
  /** Fires one of the element's events as Stripe would. */
  emit(event: string, payload?: unknown): void;
}

export interface Answer {
  error?: { type: string; code?: string; message?: string; decline_code?: string };
  setupIntent?: { id: string; payment_method: string | { id: string } | null };
  paymentMethod?: { id: string };
  paymentIntent?: { id: string; status: string };
}

export const stripe = {
  keys: [] as unknown[],
  elements: [] as StubElement[],
  confirmCardSetup: [] as unknown[][],
  createPaymentMethod: [] as unknown[][],
  confirmCardPayment: [] as unknown[][],
  answers: { setup: {} as Answer, method: {} as Answer, payment: {} as Answer },
  reset() {
    this.elements = [];
    this.confirmCardSetup = [];
    this.createPaymentMethod = [];
    this.confirmCardPayment = [];
    this.answers = {
      setup: { setupIntent: { id: 'seti_1', payment_method: 'pm_card_visa' } },
      method: { paymentMethod: { id: 'pm_from_card' } },
      payment: { paymentIntent: { id: 'pi_1', status: 'succeeded' } },
    };
  },
  /** The element of a type made by the latest mount. */
  element(type: string): StubElement {
    const found = this.elements.filter((element) => element.type === type).at(-1);
    if (!found) throw new Error(`no ${type} element`);
    return found;
  },
};

function makeElement(type: string, options: Record<string, unknown>): StubElement {
  const handlers = new Map<string, Handler[]>();
  const element = {
    type,
    options,
    target: null as HTMLElement | null,
    frame: null as HTMLIFrameElement | null,
    destroyed: false,
    focused: 0,
    updates: [] as Array<Record<string, unknown>>,
    emit(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return element;
    },
    mount(target: HTMLElement) {
      // What Stripe.js itself answers when asked to mount inside a shadow root.
      if (target.getRootNode() instanceof ShadowRoot) {
        throw new Error('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
      }
      element.target = target;
      const frame = document.createElement('iframe');
      frame.title = `Secure ${type} input frame`;
      frame.style.cssText = 'border:0;width:100%;height:20px;display:block';
      target.append(frame);
      element.frame = frame;
      element.emit('ready');
    },
    update(changes: Record<string, unknown>) {
      element.updates.push(changes);
    },
    focus() {
      element.focused += 1;
    },
    destroy() {
      element.destroyed = true;
      element.frame?.remove();
    },
  };
  stripe.elements.push(element);
  return element;
}

const instance = {
  elements: () => ({ create: (type: string, options: Record<string, unknown> = {}) => makeElement(type, options) }),
  async confirmCardSetup(...args: unknown[]) {
    stripe.confirmCardSetup.push(args);
    return stripe.answers.setup;
  },
  async createPaymentMethod(...args: unknown[]) {
    stripe.createPaymentMethod.push(args);
    return stripe.answers.method;
  },
  async confirmCardPayment(...args: unknown[]) {
    stripe.confirmCardPayment.push(args);
    return stripe.answers.payment;
  },
};

export function installStripeStub(): void {
  stripe.reset();
  const constructor = (key: unknown) => {
    stripe.keys.push(key);
    return instance;
  };
  // The release train @stripe/stripe-js expects, so that it does not warn about the version.
  (window as unknown as { Stripe: unknown }).Stripe = Object.assign(constructor, { version: 'endive' });
}

/** The script tags that would fetch Stripe.js. */
export function stripeScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://js.stripe.com"]')];
}
