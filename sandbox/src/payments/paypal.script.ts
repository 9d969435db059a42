/**
 * The emulated PayPal JavaScript SDK served at `GET /__payments/paypal/sdk.js`. It defines `window.paypal.Buttons`
 * with the part of the real API a shop uses: `paypal.Buttons({ createOrder, onApprove, onCancel, onError })
 * .render(containerOrSelector)`. The rendered button, 'Approve with PayPal (sandbox)', calls `createOrder` (its
 * result is the payment id, normally `payment.id` from `order/create`), then `onApprove({ orderID, payerID },
 * actions)` where `actions.order.capture()` resolves to `{ id, status: 'COMPLETED', payer }`: the `details` to
 * send to `order/pgSuccess/{orderId}`. A second button, 'Cancel PayPal payment (sandbox)', calls `onCancel`.
 */
export const PAYPAL_SDK_SCRIPT = `(function () {
  'use strict';
  function element(target) {
    return typeof target === 'string' ? document.querySelector(target) : target;
  }
  function Buttons(options) {
    options = options || {};
    var paymentId = null;
    var actions = {
      order: {
        create: function () { return Promise.resolve('PAYID-SANDBOX-' + Date.now()); },
        capture: function () {
          return Promise.resolve({ id: paymentId, status: 'COMPLETED', payer: { payer_id: 'SANDBOXPAYER' } });
        }
      }
    };
    return {
      isEligible: function () { return true; },
      render: function (target) {
        var container = element(target);
        if (!container) return Promise.reject(new Error('PayPal sandbox: render target not found.'));
        var approve = document.createElement('button');
        approve.type = 'button';
        approve.textContent = 'Approve with PayPal (sandbox)';
        approve.setAttribute('data-paypal-sandbox', 'approve');
        var cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.textContent = 'Cancel PayPal payment (sandbox)';
        cancel.setAttribute('data-paypal-sandbox', 'cancel');
        approve.addEventListener('click', function () {
          approve.disabled = true;
          Promise.resolve(options.createOrder ? options.createOrder({}, actions) : actions.order.create())
            .then(function (id) {
              paymentId = id;
              return options.onApprove ? options.onApprove({ orderID: id, paymentID: id, payerID: 'SANDBOXPAYER' }, actions) : undefined;
            })
            .catch(function (error) {
              approve.disabled = false;
              if (options.onError) options.onError(error);
            });
        });
        cancel.addEventListener('click', function () {
          if (options.onCancel) options.onCancel({ orderID: paymentId });
        });
        container.appendChild(approve);
        container.appendChild(cancel);
        return Promise.resolve();
      }
    };
  }
  window.paypal = { Buttons: Buttons, version: 'vitrina-sandbox' };
})();
`
