'use strict';

// Completes the step a mailed link leads to. Nothing is spent until the person presses the button:
// mail scanners that open links (and even run their scripts) never press it.
(function () {
  const step = document.body.dataset.step;
  const status = document.getElementById('status');
  const form = document.getElementById('step');
  const token =
    step === 'invitation'
      ? decodeURIComponent(location.pathname.split('/').pop() || '')
      : new URLSearchParams(location.search).get('token') || '';

  function say(text, kind) {
    status.textContent = text;
    status.dataset.kind = kind;
  }

  async function call(method, path, body) {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = await response.json().catch(() => ({}));
    return { status: response.status, payload };
  }

  function problem(result) {
    const errors = (result.payload.meta && result.payload.meta.errors) || [];
    const details = errors.map((error) => `${error.field} ${error.error}`).join('; ');
    return details || result.payload.message || `Something went wrong (HTTP ${result.status}).`;
  }

  function show(element, visible) {
    element.hidden = !visible;
  }

  /** Runs one submission at a time, with the button disabled meanwhile. */
  function onSubmit(element, action) {
    element.addEventListener('submit', (event) => {
      event.preventDefault();
      const button = element.querySelector('button');
      button.disabled = true;
      say('Working…', 'busy');
      action()
        .catch(() => say('The server could not be reached. Try again.', 'error'))
        .finally(() => {
          button.disabled = false;
        });
    });
  }

  const expired = 'This link is unknown, already used or expired. Ask for a new one.';

  const steps = {
    'verify-email': async () => {
      const result = await call('POST', '/api/auth/verify-email', { token });
      if (result.status === 200) {
        show(form, false);
        say(`Your e-mail address ${result.payload.data.email} is confirmed.`, 'done');
      } else say(result.status === 404 ? expired : problem(result), 'error');
    },
    'reset-password': async () => {
      const password = document.getElementById('password').value;
      const result = await call('POST', '/api/auth/reset-password', { token, password });
      if (result.status === 200) {
        show(form, false);
        say('Your password is changed. Every session was signed out: sign in with the new password.', 'done');
      } else say(result.status === 404 ? expired : problem(result), 'error');
    },
    'magic-link': async () => {
      const result = await call('POST', '/api/auth/magic-link/verify', { token });
      if (result.status !== 200) return say(result.status === 404 ? expired : problem(result), 'error');
      show(form, false);
      if (!result.payload.data.twoFactorRequired) return say(`You are signed in as ${result.payload.data.email}.`, 'done');
      const secondFactor = document.getElementById('second-factor');
      show(secondFactor, true);
      say('Enter the code from your authenticator app to finish signing in.', 'busy');
      onSubmit(secondFactor, async () => {
        const verified = await call('POST', '/api/auth/two-factor/verify', { code: document.getElementById('code').value });
        if (verified.status !== 200) return say(problem(verified), 'error');
        show(secondFactor, false);
        say(`You are signed in as ${verified.payload.data.user.email}.`, 'done');
      });
    },
    unsubscribe: async () => {
      const result = await call('POST', '/api/alerts/unsubscribe', { token });
      if (result.status === 200) {
        show(form, false);
        say(`${result.payload.data.message}. A project admin can add you back.`, 'done');
      } else
        say(
          result.status === 404 ? 'This unsubscribe link is unknown: open the whole link from the alert mail.' : problem(result),
          'error',
        );
    },
    invitation: async () => {
      const result = await call('POST', `/api/user/invites/${encodeURIComponent(token)}/accept`);
      if (result.status === 201) {
        show(form, false);
        show(document.getElementById('sign-in'), false);
        return say(`You joined the organization as ${result.payload.data.role}.`, 'done');
      }
      if (result.status === 401) {
        show(form, false);
        show(document.getElementById('sign-in'), true);
        return say('Sign in to accept the invitation.', 'busy');
      }
      say(result.status === 404 ? 'This invitation is unknown, cancelled or already accepted.' : problem(result), 'error');
    },
  };

  if (step === 'invitation') {
    const signIn = document.getElementById('sign-in');
    onSubmit(signIn, async () => {
      const email = document.getElementById('email').value;
      const password = document.getElementById('password').value;
      const result = await call('POST', '/api/auth/sign-in/email', { email, password });
      if (result.status !== 200) return say(problem(result), 'error');
      if (result.payload.data.twoFactorRequired)
        return say('Finish signing in with your second factor, then open the invitation link again.', 'error');
      await steps.invitation();
    });
  }
  if (!token) {
    show(form, false);
    say('This link is incomplete: open the whole link from the e-mail.', 'error');
    return;
  }
  onSubmit(form, steps[step]);
})();
