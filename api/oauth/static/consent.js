'use strict';

// The consent page's sign-in: the same JSON routes as every client (password, then the second factor
// when the account has one); once signed in, the page reloads and shows the Allow and Deny buttons.
(function () {
  const signIn = document.getElementById('sign-in');
  const secondFactor = document.getElementById('second-factor');
  const status = document.getElementById('status');
  if (!signIn) return;

  function say(text) {
    status.textContent = text;
  }

  async function call(path, body) {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = await response.json().catch(() => ({}));
    return { status: response.status, payload };
  }

  function problem(result) {
    return result.payload.message || `Signing in failed (HTTP ${result.status}).`;
  }

  signIn.addEventListener('submit', async (event) => {
    event.preventDefault();
    say('Signing in…');
    const email = document.getElementById('email').value;
    const password = document.getElementById('password').value;
    const result = await call('/api/auth/sign-in/email', { email, password }).catch(() => null);
    if (!result) return say('The server could not be reached. Try again.');
    if (result.status !== 200) return say(problem(result));
    if (!result.payload.data.twoFactorRequired) return location.reload();
    signIn.hidden = true;
    secondFactor.hidden = false;
    say('Enter the code from your authenticator app.');
  });

  secondFactor.addEventListener('submit', async (event) => {
    event.preventDefault();
    const result = await call('/api/auth/two-factor/verify', { code: document.getElementById('code').value }).catch(() => null);
    if (!result) return say('The server could not be reached. Try again.');
    if (result.status !== 200) return say(problem(result));
    location.reload();
  });
})();
