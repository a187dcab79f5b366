// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the SSO tests, run as its own
// process because the package is ESM-only. It prints {"issuer": ...} once it listens. Its one user
// signs in without a form: the login and consent interactions complete at once, as the account
// whose e-mail was last set through POST /test/account (the test's knob for "who signs in", and
// whether they used a second factor, reported in the ID token's amr).
import http from 'node:http';
import Provider from 'oidc-provider';

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
const account = { id: 'sso-user-1', email: 'nobody@example.com', emailVerified: true, name: 'Sso Tester', mfa: false };

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['oidc-test-cookie-key'] },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
  }),
});

async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    const amr = account.mfa ? ['pwd', 'mfa'] : ['pwd'];
    await provider.interactionFinished(req, res, { login: { accountId: account.id, amr } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

function setAccount(req, res) {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    Object.assign(account, JSON.parse(body));
    res.writeHead(204).end();
  });
}

const callback = provider.callback();
server.on('request', (req, res) => {
  if (req.method === 'POST' && req.url === '/test/account') return setAccount(req, res);
  if (req.method === 'GET' && req.url.startsWith('/interaction/')) {
    return interaction(req, res).catch((error) => res.writeHead(500).end(String(error)));
  }
  return callback(req, res);
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
