import type { Scope } from '../../domain/access/scopes';
import { escapeHtml } from '../../integrations/oauth/authorization-server';
import type { ConsentingApplication } from '../../domain/oauth/consents';

/** Each scope in words, as the consent page states it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<Scope, string>> = {
  'api-keys:read': 'See your API keys (never the keys themselves)',
  'api-keys:write': 'Create and change API keys for you',
  'api-keys:delete': 'Delete your API keys',
  'user:read': 'See your name, e-mail address and account settings',
  'user:write': 'Change your name and account settings',
  'organization:read': 'See your organizations and their members',
  'organization:manage-members': 'Invite, change and remove members where you are an owner or admin',
  'organization:manage-billing': 'Manage billing where you are an owner',
  'subscription:read': 'See your organizations’ subscriptions',
  'subscription:write': 'Change subscriptions where you are an owner',
  'projects:read': 'See your projects, their runs and the changes found',
  'projects:write': 'Create and change projects and start runs',
};

export interface ConsentView {
  application: ConsentingApplication;
  scopes: readonly Scope[];
  redirectUri: string;
  /** The signed-in user, or null: the page then asks them to sign in first. */
  signedInAs: string | null;
  /** False when the signed-in account may not approve (its address is unproven): only Deny is offered. */
  canApprove: boolean;
  /** Shown above the form, e.g. why the last attempt did not go through. */
  notice?: string;
}

/** The content security policy of the page: its own script and style, and forms that go to Vigil or on to the client. */
export function consentPagePolicy(redirectUri: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    // Chromium applies form-action to the redirects after the submission too: the last one goes to the client.
    `form-action 'self' ${new URL(redirectUri).origin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export function renderConsentPage({ application, scopes, redirectUri, signedInAs, canApprove, notice }: ConsentView): string {
  const registrant = application.organization
    ? `Registered by the organization <strong>${escapeHtml(application.organization.name)}</strong> on Vigil.`
    : application.host
      ? `This application is published by <strong id="application-host">${escapeHtml(application.host)}</strong>: its description is at <code>${escapeHtml(application.clientId)}</code>. Vigil has not verified who runs it; its name is its own.`
      : 'This application registered itself; Vigil has not verified who runs it.';
  const scopeItems =
    scopes.length > 0
      ? scopes.map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope])} <code>${scope}</code></li>`).join('')
      : '<li>Nothing beyond knowing that you approved it</li>';
  const decision = signedInAs
    ? `<p>Signed in as <strong>${escapeHtml(signedInAs)}</strong>.</p>
<form id="decision" method="post">
${canApprove ? '<button type="submit" name="decision" value="allow">Allow</button>\n' : ''}<button type="submit" name="decision" value="deny">Deny</button>
</form>`
    : `<form id="sign-in">
<p>Sign in to Vigil to continue.</p>
<label>E-mail <input id="email" name="email" type="email" autocomplete="username" required></label>
<label>Password <input id="password" name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>
<form id="second-factor" hidden>
<label>Code from your authenticator app <input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required></label>
<button type="submit">Verify</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Authorize ${escapeHtml(application.name)} · Vigil</title>
<link rel="stylesheet" href="/oauth/assets/pages.css">
<script src="/oauth/assets/consent.js" defer></script>
</head>
<body>
<main>
<h1><span id="application-name">${escapeHtml(application.name)}</span>${application.host ? ` (${escapeHtml(application.host)})` : ''} wants to access your Vigil account</h1>
<p id="registrant">${registrant}</p>
<p>It will be able to:</p>
<ul id="scopes">${scopeItems}</ul>
<p>It acts only where your own role allows, and you can revoke it at any time. After your answer you go to <code id="redirect-uri">${escapeHtml(redirectUri)}</code>.</p>
${notice ? `<p id="notice" role="alert">${escapeHtml(notice)}</p>` : ''}
${decision}
<p id="status" role="status" aria-live="polite"></p>
</main>
</body>
</html>`;
}

export function renderProblemPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Vigil</title><link rel="stylesheet" href="/oauth/assets/pages.css"></head><body><main><h1>${escapeHtml(title)}</h1><p id="status">${escapeHtml(message)}</p></main></body></html>`;
}
