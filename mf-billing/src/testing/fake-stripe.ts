/**
 * A Stripe.js stand-in for component tests: the object shape react-stripe-js checks and drives
 * (elements with mount/on/off/update/destroy, confirmCardPayment), with plain inputs where
 * Stripe mounts its iframes. `confirmCardPayment` answers what the test gives it.
 */
type Listener = (event: unknown) => void;

export interface FakeStripe {
  elements: () => unknown;
  createToken: jest.Mock;
  createPaymentMethod: jest.Mock;
  confirmCardPayment: jest.Mock;
  /** The element the last confirmation was given. */
  mounted: Map<string, HTMLInputElement>;
}

const LABELS: Record<string, string> = {
  cardNumber: 'Card number field',
  cardExpiry: 'Expiration date field',
  cardCvc: 'CVC field',
};

export function fakeStripe(answer: () => Promise<unknown>): FakeStripe {
  const mounted = new Map<string, HTMLInputElement>();
  const created = new Map<string, unknown>();
  const stripe: FakeStripe = {
    mounted,
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(answer),
    elements: () => ({
      create(type: string) {
        const listeners = new Map<string, Listener[]>();
        const element = {
          type,
          mount(node: HTMLElement) {
            const input = document.createElement('input');
            input.setAttribute('aria-label', LABELS[type] ?? type);
            node.appendChild(input);
            mounted.set(type, input);
            setTimeout(() => listeners.get('ready')?.forEach((listener) => listener({ elementType: type })), 0);
          },
          on(event: string, listener: Listener) {
            listeners.set(event, [...(listeners.get(event) ?? []), listener]);
            return element;
          },
          off(event: string, listener: Listener) {
            listeners.set(
              event,
              (listeners.get(event) ?? []).filter((item) => item !== listener),
            );
            return element;
          },
          update() {},
          destroy() {
            mounted.delete(type);
          },
          unmount() {},
          focus() {},
          blur() {},
          clear() {},
        };
        created.set(type, element);
        return element;
      },
      getElement(type: string | { __elementType?: string }) {
        const name = typeof type === 'string' ? type : type.__elementType;
        return (name && mounted.has(name) ? created.get(name) : null) ?? null;
      },
      update() {},
    }),
  };
  return stripe;
}
