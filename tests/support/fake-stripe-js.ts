// The stand-in for https://js.stripe.com/v3 that tests/support/fake-stripe.ts
// serves at /stripe.js, for browser tests: the calls the shop's pages make,
// run for real against the page's own handlers.
//
// - Stripe(key).elements({ mode, amount, currency }), elements.update({ amount }),
//   elements.submit(), stripe.confirmPayment({ elements, clientSecret, confirmParams }).
// - create("payment"): the Payment Element; its "card field" is a plain input.
// - create("expressCheckout", { paymentMethods }): the wallet buttons. A button
//   "Pay with test wallet" plays what a real wallet's sheet does, in its order:
//   `click` (resolved at once, as Apple Pay requires), `shippingaddresschange`
//   with a test address, `shippingratechange` to another option, then `confirm`
//   with the wallet's name, e-mail and full address. Before confirming it checks
//   what Stripe checks: the rows and the chosen rate add up to the amount.
//   What the sheet shows is written under the button (data-fake-wallet-sheet),
//   its state in data-fake-wallet-state: open, refused, failed, confirmed.
//   A page may set window.fakeStripeWallet = { address, name, email, shippingRateId }
//   beforehand (Playwright's addInitScript) to pay otherwise.
// - confirmPayment marks the intent succeeded at /confirm/{intent} and the
//   browser goes to return_url. After a wallet's sheet it also posts the amount
//   the sheet showed, and the fake refuses one that is not the intent's (the
//   wallet authorised that amount, not another).

/** The wallet's default shopper: a Denver address (CO 80202), paying with a test wallet. */
export const FAKE_WALLET = {
  name: "Wanda Wallet",
  email: "wanda.wallet@example.com",
  address: { line1: "1550 Wewatta St", line2: null, city: "Denver", state: "CO", postal_code: "80202", country: "US" },
};

export function fakeStripeJs(baseUrl: string): string {
  return `(function () {
var API = ${JSON.stringify(baseUrl)};
var DEFAULT_WALLET = ${JSON.stringify(FAKE_WALLET)};
function money(cents) { return (cents < 0 ? "-$" : "$") + (Math.abs(cents) / 100).toFixed(2); }
function nextTick() { return Promise.resolve(); }

function paymentElement() {
  return { mount: function (target) {
    var el = typeof target === "string" ? document.querySelector(target) : target;
    el.innerHTML = '<label>Card number (Stripe) <input data-fake-stripe-card autocomplete="off"></label>';
  } };
}

function expressCheckoutElement(elements, options) {
  var handlers = {};
  var root = null;
  function emit(name, event) { if (handlers[name]) handlers[name](event); }
  function show(state, lines) {
    root.querySelector("[data-fake-wallet-sheet]").textContent = lines.join(" | ");
    root.setAttribute("data-fake-wallet-state", state);
  }
  // An event the page must answer with resolve or reject (the sheet waits, as a wallet does).
  function ask(name, event) {
    return new Promise(function (settle) {
      event.resolve = function (update) { settle({ ok: true, update: update || {} }); };
      event.reject = function () { settle({ ok: false }); };
      emit(name, event);
    });
  }
  function sheetLines(rows, rate) {
    var lines = rows.map(function (row) { return row.name + " " + money(row.amount); });
    if (rate) lines.push(rate.displayName + " " + money(rate.amount));
    lines.push("Total " + money(elements._amount));
    return lines;
  }
  async function pay() {
    var wallet = Object.assign({}, DEFAULT_WALLET, window.fakeStripeWallet || {});
    var opened = null;
    emit("click", { elementType: "expressCheckout", expressPaymentType: "link", resolve: function (details) { opened = details || {}; } });
    if (!opened) return show("refused", ["The page did not answer the click at once"]);
    var region = { city: wallet.address.city, state: wallet.address.state, postal_code: wallet.address.postal_code, country: wallet.address.country };
    var moved = await ask("shippingaddresschange", { elementType: "expressCheckout", name: wallet.name, address: region });
    if (!moved.ok) return show("refused", ["This address is not accepted"]);
    var rates = moved.update.shippingRates || opened.shippingRates || [];
    var rows = moved.update.lineItems || opened.lineItems || [];
    var wanted = wallet.shippingRateId || (rates[rates.length - 1] || {}).id;
    var rate = rates.filter(function (r) { return r.id === wanted; })[0] || rates[0];
    if (rate && rate !== rates[0]) {
      var changed = await ask("shippingratechange", { elementType: "expressCheckout", shippingRate: rate });
      if (!changed.ok) return show("refused", ["This shipping option is not accepted"]);
      if (changed.update.lineItems) rows = changed.update.lineItems;
    }
    await nextTick();
    var added = rows.reduce(function (sum, row) { return sum + row.amount; }, 0) + (rate ? rate.amount : 0);
    if (added !== elements._amount) return show("refused", ["The rows come to " + money(added) + ", the amount is " + money(elements._amount)]);
    show("open", sheetLines(rows, rate));
    var outcome = null;
    emit("confirm", {
      elementType: "expressCheckout",
      expressPaymentType: "link",
      billingDetails: { name: wallet.name, email: wallet.email },
      shippingAddress: { name: wallet.name, address: wallet.address },
      shippingRate: rate,
      paymentFailed: function (payload) { outcome = (payload && payload.reason) || "fail"; show("failed", sheetLines(rows, rate).concat(["Payment failed"])); },
    });
    return outcome;
  }
  return {
    on: function (name, handler) { handlers[name] = handler; return this; },
    destroy: function () { if (root) root.innerHTML = ""; },
    mount: function (target) {
      root = typeof target === "string" ? document.querySelector(target) : target;
      root.innerHTML = '<button type="button" data-fake-wallet>Pay with test wallet</button><p data-fake-wallet-sheet></p>';
      root.querySelector("[data-fake-wallet]").addEventListener("click", function () { void pay(); });
      var listed = options && options.paymentMethods ? options.paymentMethods : {};
      var available = { applePay: false, googlePay: false, link: listed.link === "auto", paypal: listed.paypal === "auto" };
      nextTick().then(function () { emit("ready", { elementType: "expressCheckout", availablePaymentMethods: available.link || available.paypal ? available : undefined }); });
    },
  };
}

window.Stripe = function () {
  return {
    elements: function (options) {
      var elements = {
        _amount: options && options.amount,
        create: function (type, createOptions) {
          if (type !== "expressCheckout") return paymentElement();
          elements._wallet = true;
          return expressCheckoutElement(elements, createOptions);
        },
        update: function (update) { if (update && typeof update.amount === "number") elements._amount = update.amount; },
        submit: function () { return Promise.resolve({}); },
      };
      return elements;
    },
    confirmPayment: function (options) {
      var id = options.clientSecret.split("_secret_")[0];
      // A wallet's sheet showed an amount; the intent must be for it (the card field's amount is the intent's own).
      var body = new URLSearchParams(options.elements._wallet ? { amount: String(options.elements._amount) } : {});
      return fetch(API + "/confirm/" + id, { method: "POST", body: body }).then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) return { error: { message: answer.error.message } };
          var sheet = document.querySelector("[data-fake-wallet-state]");
          if (sheet) sheet.setAttribute("data-fake-wallet-state", "confirmed");
          window.location.assign(options.confirmParams.return_url);
          return {};
        });
      });
    },
  };
};
})();`;
}
