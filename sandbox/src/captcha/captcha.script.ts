/**
 * The emulated captcha script served at `GET /__captcha/api.js`: the part of reCAPTCHA version 2's explicit API
 * an invisible widget uses. `grecaptcha.ready(fn)`; `grecaptcha.render(container, { sitekey, size: 'invisible',
 * callback, 'error-callback' })` answers a widget id; `grecaptcha.execute(id)` asks the sandbox for a token
 * (`POST /__captcha/execute`) and calls `callback(token)`, or `error-callback()` when the sandbox refuses the key;
 * `grecaptcha.reset(id)` and `grecaptcha.getResponse(id)`. `?onload=name` calls `window[name]()` once loaded.
 */
export const CAPTCHA_SCRIPT = `(function () {
  'use strict';
  var source = new URL(document.currentScript.src);
  var widgets = [];
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Sandbox captcha: no widget ' + id + '.');
    return found;
  }
  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element) throw new Error('Sandbox captcha: render target not found.');
    if (!params || !params.sitekey) throw new Error('Sandbox captcha: missing sitekey.');
    element.setAttribute('data-sandbox-captcha', params.sitekey);
    widgets.push({ params: params, response: '' });
    return widgets.length - 1;
  }
  function execute(id) {
    var current = widget(id);
    return fetch(source.origin + '/__captcha/execute', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sitekey: current.params.sitekey })
    }).then(function (response) {
      if (!response.ok) throw new Error('refused');
      return response.json();
    }).then(function (body) {
      current.response = body.data.token;
      if (typeof current.params.callback === 'function') current.params.callback(current.response);
    }).catch(function () {
      if (typeof current.params['error-callback'] === 'function') current.params['error-callback']();
    });
  }
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    render: render,
    execute: execute,
    reset: function (id) { widget(id).response = ''; },
    getResponse: function (id) { return widget(id).response; }
  };
  var onload = source.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`
