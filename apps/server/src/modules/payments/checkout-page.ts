import { formatUsd, STANDARD_PLAN } from '@petrosage/contracts/payments';

/**
 * HTML of the local test-mode checkout (`/checkout/<id>`). No script at all: a plain form POST,
 * so it works under the strictest Content-Security-Policy.
 */

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.test-mode{background:#f59e0b;color:#111827;text-align:center;font-weight:700;padding:.6rem 1rem;letter-spacing:.02em}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(15,23,42,.12)}
h1{font-size:1.35rem;margin:0 0 .25rem}
.price{font-size:1.75rem;font-weight:700;margin:.5rem 0}
.price span{font-size:1rem;font-weight:400;color:#475569}
ul{padding-left:1.2rem;color:#334155;margin:.5rem 0 1rem}
.hint{background:#fef3c7;border:1px solid #fcd34d;border-radius:.5rem;padding:.6rem .75rem;font-size:.9rem;color:#78350f}
.error{background:#fee2e2;border:1px solid #fca5a5;color:#991b1b;border-radius:.5rem;padding:.6rem .75rem;margin:1rem 0;font-weight:600}
label{display:block;font-size:.9rem;font-weight:600;margin-top:.9rem;color:#334155}
input{display:block;width:100%;margin-top:.3rem;padding:.6rem .7rem;font-size:1rem;border:1px solid #cbd5e1;border-radius:.5rem}
input:focus{outline:2px solid #f59e0b;border-color:#f59e0b}
.row{display:flex;gap:.75rem}.row label{flex:1}
button{margin-top:1.25rem;width:100%;padding:.8rem;font-size:1rem;font-weight:700;color:#111827;background:#f59e0b;border:0;border-radius:.6rem;cursor:pointer}
button:hover{background:#d97706}
.back{display:block;text-align:center;margin-top:1rem;color:#475569}
`;

function layout(appName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(appName)} (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="test-mode" role="note" data-testid="test-mode-banner">TEST MODE — no real card is charged</div>
<main>
${body}
</main>
</body>
</html>`;
}

/** What the payer typed, shown again after a refusal so only the card number needs changing. */
export interface TypedCard {
  name?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
}

export interface CheckoutFormPage {
  appName: string;
  sessionId: string;
  cancelUrl: string;
  error?: string;
  typed?: TypedCard;
}

const valueAttribute = (value: string | undefined): string =>
  value ? ` value="${escapeHtml(value)}"` : '';

export function checkoutFormPage({
  appName,
  sessionId,
  cancelUrl,
  error,
  typed = {},
}: CheckoutFormPage) {
  const price = formatUsd(STANDARD_PLAN.priceCents ?? 0);
  const features = STANDARD_PLAN.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return layout(
    appName,
    'Checkout',
    `<h1>${escapeHtml(appName)} ${escapeHtml(STANDARD_PLAN.name)}</h1>
<p class="price">${price} <span>per month</span></p>
<ul>${features}</ul>
<p class="hint">This is a test-mode checkout. Pay with the test card <strong>4242 4242 4242 4242</strong>,
any future expiry date and any 3-digit CVC. The card 4000 0000 0000 0002 is declined.</p>
${error ? `<div class="error" role="alert" data-testid="checkout-error">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/checkout/${escapeHtml(sessionId)}" data-testid="checkout-form">
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" maxlength="100"${valueAttribute(typed.name)}>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required>
<div class="row">
<label>Expiry date<input name="expiry" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9" required${valueAttribute(typed.expiry)}></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${valueAttribute(typed.cvc)}></label>
</div>
<button type="submit">Pay ${price} and subscribe</button>
</form>
<a class="back" href="${escapeHtml(cancelUrl)}">Cancel and return to ${escapeHtml(appName)}</a>`,
  );
}

/** A checkout that cannot be paid (any more): completed, expired or unknown. */
export function checkoutClosedPage(
  appName: string,
  heading: string,
  text: string,
  link: { href: string; label: string },
): string {
  return layout(
    appName,
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a class="back" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
  );
}
