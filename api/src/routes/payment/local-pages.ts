// The built-in test payment provider's own pages: hosted checkout (card form, the test bank's
// authentication step) and the billing portal. Served by the api as plain HTML forms, no script,
// so they work like a provider's pages outside the app. Every page says it is a test payment.
import type { LocalCheckoutSessionRow, LocalSubscriptionRow } from '../../db/schema';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const dateText = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1523;background:#f6f5fa}
  .test{background:#8a4b00;color:#fff;text-align:center;padding:8px 12px;font-weight:600;font-size:14px}
  main{max-width:440px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border:1px solid #e4e2ec;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
  h1{font-size:22px;margin:0 0 4px} .brand{color:#6b3fd4;font-weight:800;letter-spacing:-.01em;margin-bottom:16px}
  .price{font-size:30px;font-weight:700;margin:8px 0 20px} .price small{font-size:15px;font-weight:400;color:#5d5867}
  label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
  input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c9c5d4;border-radius:8px;background:#fff}
  input:focus{outline:2px solid #6b3fd4;outline-offset:1px;border-color:#6b3fd4}
  .row{display:flex;gap:12px} .row>div{flex:1}
  button{width:100%;font:inherit;font-weight:700;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#6b3fd4;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#3d2a7a;border:1px solid #c9c5d4;margin-top:10px}
  .alert{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#fdecec;color:#8c1d1d;border:1px solid #f3b7b7}
  .note{font-size:14px;color:#5d5867} .cards{font-size:13px;color:#5d5867;margin-top:18px;padding-left:18px}
  a{color:#5a2fc2} code{font-size:13px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><div class="test" role="note">TEST MODE: this is a test payment. No real money moves and no card is charged.</div>
<main><div class="brand">ResumeBeat · test payments</div>${body}</main></body></html>`;
}

const TEST_CARD_HINTS = `<ul class="cards" aria-label="Test cards">
  <li><code>4242 4242 4242 4242</code> pays</li>
  <li><code>4000 0000 0000 0002</code> is declined</li>
  <li><code>4000 0025 0000 3155</code> asks for authentication</li>
  <li>any future expiry date, any CVC, any ZIP</li></ul>`;

/** The card fields, named and labelled as Stripe's card form. */
function cardFields(values: { expiry?: string; postalCode?: string } = {}): string {
  return `<label for="card-number">Card number</label>
  <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
  <div class="row"><div><label for="card-expiry">Expiration date</label>
  <input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" value="${escape(values.expiry ?? '')}" required></div>
  <div><label for="card-cvc">CVC</label><input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div></div>
  <label for="card-zip">ZIP</label>
  <input id="card-zip" name="postalCode" autocomplete="postal-code" placeholder="12345" value="${escape(values.postalCode ?? '')}" required>`;
}

export function checkoutPage(
  session: LocalCheckoutSessionRow,
  options: { error?: string; expiry?: string; postalCode?: string } = {},
): string {
  const action = `/api/payment/local/checkout/${encodeURIComponent(session.id)}`;
  return page(
    `Checkout: ${session.description}`,
    `<div class="card"><h1>${escape(session.description)}</h1>
    <div class="price">${money(session.amountCents)} <small>per month</small></div>
    <form method="post" action="${action}/pay" novalidate>
    ${cardFields(options)}
    ${options.error ? `<p class="alert" role="alert">${escape(options.error)}</p>` : ''}
    <button type="submit">Pay ${money(session.amountCents)}</button></form>
    <p><a href="${escape(session.cancelUrl)}">Cancel and return to ResumeBeat</a></p>
    ${TEST_CARD_HINTS}</div>`,
  );
}

export function checkoutAuthenticationPage(session: LocalCheckoutSessionRow): string {
  const action = `/api/payment/local/checkout/${encodeURIComponent(session.id)}/authenticate`;
  return page(
    'Test authentication',
    `<div class="card"><h1>Test authentication</h1>
    <p>The card ending in ${escape(session.pendingCardLast4 ?? '····')} asks its bank to confirm this payment of ${money(session.amountCents)}.
    In a real payment the bank would show its own page here; in test mode you choose the outcome.</p>
    <form method="post" action="${action}"><input type="hidden" name="outcome" value="complete"><button type="submit">Complete authentication</button></form>
    <form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit" class="secondary">Fail authentication</button></form></div>`,
  );
}

export function checkoutClosedPage(session: LocalCheckoutSessionRow | null): string {
  if (!session)
    return page(
      'Checkout not found',
      `<div class="card"><h1>Checkout not found</h1><p>This checkout link is not valid. Start again from ResumeBeat.</p></div>`,
    );
  const done = session.status === 'complete';
  const back = done ? session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancelUrl;
  return page(
    done ? 'Already paid' : 'Checkout expired',
    `<div class="card"><h1>${done ? 'This checkout is already paid' : 'This checkout has expired'}</h1>
    <p><a href="${escape(back)}">Return to ResumeBeat</a></p></div>`,
  );
}

export function portalPage(
  portalId: string,
  returnUrl: string,
  subscriptions: LocalSubscriptionRow[],
  planName: (priceId: string) => string,
): string {
  const action = `/api/payment/local/portal/${encodeURIComponent(portalId)}`;
  const items = subscriptions
    .filter((item) => item.status === 'active')
    .map((item) => {
      const when = item.cancelAtPeriodEnd
        ? `Ends on ${dateText(item.currentPeriodEnd)}`
        : `Renews on ${dateText(item.currentPeriodEnd)}`;
      const change = item.cancelAtPeriodEnd
        ? `<input type="hidden" name="cancel" value="false"><button type="submit" class="secondary">Renew subscription</button>`
        : `<input type="hidden" name="cancel" value="true"><button type="submit" class="secondary">Cancel subscription</button>`;
      return `<section aria-label="${escape(planName(item.priceId))} subscription"><h2>ResumeBeat ${escape(planName(item.priceId))}</h2>
        <p class="note">${when}${item.cardLast4 ? ` · test card ending in ${escape(item.cardLast4)}` : ''}</p>
        <form method="post" action="${action}/subscriptions/${encodeURIComponent(item.id)}">${change}</form></section>`;
    });
  return page(
    'Billing',
    `<div class="card"><h1>Billing</h1>
    ${items.length > 0 ? items.join('') : '<p>No active subscription.</p>'}
    <p><a href="${escape(returnUrl)}">Return to ResumeBeat</a></p></div>`,
  );
}

export function portalExpiredPage(): string {
  return page(
    'Billing',
    `<div class="card"><h1>This billing link has expired</h1><p>Open billing again from your ResumeBeat profile.</p></div>`,
  );
}
