import type { Config } from '../../platform/config';

/**
 * Whether Vigil serves the pages mailed links open (APP_URL is BASE_URL's origin, as when APP_URL is
 * unset); a separate web application at APP_URL serves those paths itself.
 */
export function servesMailedLinkPages({ appUrl, baseUrl }: Pick<Config, 'appUrl' | 'baseUrl'>): boolean {
  return new URL(appUrl).origin === new URL(baseUrl).origin;
}
