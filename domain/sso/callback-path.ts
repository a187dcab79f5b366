/** The redirect URI registered at every identity provider: {BASE_URL} followed by this path. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
