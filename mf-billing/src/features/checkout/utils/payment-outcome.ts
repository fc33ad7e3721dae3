/** What confirming a card with the provider came to, whichever provider the card form talks to. */
export type ConfirmOutcome =
  | { kind: 'succeeded' }
  /** The provider's message (a declined card), or null when it gave none. */
  | { kind: 'failed'; message: string | null }
  /** The payment ended in another state than succeeded, without an error. */
  | { kind: 'not-successful' }
  /** Stripe.js, its elements or the payment's client secret are missing. */
  | { kind: 'not-ready' }
  /** The card field is not on the page. */
  | { kind: 'card-missing' };

export type ConfirmCard = () => Promise<ConfirmOutcome>;

/** What the card payment hands a card form: the payment to confirm, and where to report a Pay. */
export interface CardFormProps {
  /** 'Pay $19.99'. */
  payLabel: string;
  paymentIntentId: string;
  clientSecret: string;
  /** A payment is being confirmed: fields and Pay are disabled. */
  busy: boolean;
  /** No real money moves (the built-in provider, or Stripe test keys): the form says so. */
  testMode: boolean;
  /** Called on Pay once the fields are complete, with how to confirm the card. */
  onPay: (confirm: ConfirmCard) => void;
}
