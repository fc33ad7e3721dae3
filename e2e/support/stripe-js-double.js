// A test double of Stripe.js (https://js.stripe.com/<version>/stripe.js), served by Playwright's
// page.route so the product's real loadStripe and react-stripe-js run offline. It has the shape
// react-stripe-js drives (elements that mount, emit ready/change, and are found by getElement;
// confirmCardPayment) and does what Stripe.js does with a card: confirms the PaymentIntent at
// "Stripe" (here the Stripe-protocol test server, __STRIPE_API__) with the publishable key and
// the client secret, and shows a test authentication step when the card asks for one.
(function () {
  var API = '__STRIPE_API__';
  var LABELS = { cardNumber: 'Card number field', cardExpiry: 'Expiration date field', cardCvc: 'CVC field' };
  var PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC' };

  function form(values) {
    return Object.keys(values)
      .map(function (key) {
        return encodeURIComponent(key) + '=' + encodeURIComponent(values[key]);
      })
      .join('&');
  }

  function askAuthentication() {
    return new Promise(function (resolve) {
      var box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Stripe test authentication');
      box.style.cssText =
        'position:fixed;inset:auto 16px 16px auto;z-index:99999;background:#fff;border:1px solid #ccc;padding:16px;pointer-events:auto';
      box.innerHTML = '<p>3D Secure test payment</p>';
      ['Complete', 'Fail'].forEach(function (label) {
        var button = document.createElement('button');
        button.textContent = label + ' authentication';
        button.addEventListener('click', function () {
          box.remove();
          resolve(label === 'Complete' ? 'complete' : 'fail');
        });
        box.appendChild(button);
      });
      document.body.appendChild(box);
    });
  }

  function Stripe(publishableKey) {
    var mounted = {};
    var created = {};

    function create(type) {
      var listeners = {};
      var input = null;
      function emit(name, payload) {
        (listeners[name] || []).forEach(function (listener) {
          listener(payload);
        });
      }
      var element = {
        mount: function (node) {
          if (typeof node === 'string') node = document.querySelector(node);
          input = document.createElement('input');
          input.setAttribute('aria-label', LABELS[type] || type);
          input.setAttribute('placeholder', PLACEHOLDERS[type] || '');
          input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;background:transparent';
          input.addEventListener('input', function () {
            emit('change', {
              elementType: type,
              empty: input.value === '',
              complete: input.value !== '',
              error: undefined,
            });
          });
          node.appendChild(input);
          mounted[type] = input;
          setTimeout(function () {
            emit('ready', { elementType: type });
          }, 0);
        },
        on: function (name, listener) {
          (listeners[name] = listeners[name] || []).push(listener);
          return element;
        },
        off: function (name, listener) {
          listeners[name] = (listeners[name] || []).filter(function (item) {
            return item !== listener;
          });
          return element;
        },
        update: function () {},
        focus: function () {
          if (input) input.focus();
        },
        blur: function () {
          if (input) input.blur();
        },
        clear: function () {
          if (input) input.value = '';
        },
        unmount: function () {
          if (input) input.remove();
        },
        destroy: function () {
          if (input) input.remove();
          delete mounted[type];
        },
      };
      created[type] = element;
      return element;
    }

    var elements = {
      create: create,
      getElement: function (type) {
        var name = typeof type === 'string' ? type : type && type.__elementType;
        return mounted[name] ? created[name] : null;
      },
      update: function () {},
    };

    function post(path, values) {
      return fetch(API + path, {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + publishableKey, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form(values),
      }).then(function (response) {
        return response.json().then(function (body) {
          return {
            ok: response.ok,
            body: response.ok ? body : { error: body.error || { message: 'Stripe answered HTTP ' + response.status } },
          };
        });
      });
    }

    return {
      elements: function () {
        return elements;
      },
      createToken: function () {
        return Promise.resolve({ error: { message: 'createToken is not part of the test double' } });
      },
      createPaymentMethod: function () {
        return Promise.resolve({ error: { message: 'createPaymentMethod is not part of the test double' } });
      },
      confirmCardPayment: function (clientSecret, data) {
        var id = clientSecret.split('_secret_')[0];
        var expiry = ((mounted.cardExpiry && mounted.cardExpiry.value) || '').replace(/\D/g, '');
        var address =
          (data &&
            data.payment_method &&
            data.payment_method.billing_details &&
            data.payment_method.billing_details.address) ||
          {};
        return post('/v1/payment_intents/' + id + '/confirm', {
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': ((mounted.cardNumber && mounted.cardNumber.value) || '').replace(
            /\s/g,
            '',
          ),
          'payment_method_data[card][exp_month]': expiry.slice(0, 2),
          'payment_method_data[card][exp_year]': expiry.slice(2),
          'payment_method_data[card][cvc]': (mounted.cardCvc && mounted.cardCvc.value) || '',
          'payment_method_data[billing_details][address][postal_code]': address.postal_code || '',
        }).then(function (confirmed) {
          if (!confirmed.ok) return { error: confirmed.body.error };
          if (confirmed.body.status !== 'requires_action') return { paymentIntent: confirmed.body };
          return askAuthentication().then(function (outcome) {
            return post('/v1/payment_intents/' + id + '/test_authentication', {
              client_secret: clientSecret,
              outcome: outcome,
            }).then(function (answered) {
              if (answered.body.status === 'succeeded') return { paymentIntent: answered.body };
              return { error: answered.body.last_payment_error || { message: 'Authentication failed' } };
            });
          });
        });
      },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  // The release train @stripe/stripe-js 10 expects (it warns on another with a test key).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
