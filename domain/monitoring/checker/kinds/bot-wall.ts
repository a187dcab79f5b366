/**
 * Bot walls told apart from other failures: a challenge or refusal page means the site is refusing
 * Vigil, not that the page is gone or broken. A refusal status (401, 403, 429) counts as a bot wall
 * when its headers or its page carry a bot-protection vendor's or a captcha's marks (a 503 only with
 * strong ones); 429 (rate limited) always does.
 * A page served with 200 counts only when it is unmistakably a challenge (strong markers only, so an
 * article that mentions Cloudflare or captchas is never taken for one).
 */
const STRONG_MARKERS: Array<[RegExp, string]> = [
  [/<title>\s*just a moment\.{0,3}(?:…)?\s*<\/title>/i, 'Cloudflare challenge'],
  // Not /cdn-cgi/challenge-platform/ alone: Cloudflare injects its bot-detection script into ordinary pages.
  [/window\._cf_chl_opt\b|\/cdn-cgi\/challenge-platform\/[^"'\s]*orchestrate\//i, 'Cloudflare challenge'],
  [/<title>\s*attention required!?\s*\|\s*cloudflare\s*<\/title>/i, 'Cloudflare block page'],
  [/captcha-delivery\.com|geo\.captcha-delivery|\bdatadome\b.{0,200}captcha/is, 'DataDome challenge'],
  [/\bpx-captcha\b|_pxCaptcha|perimeterx\.net|human\s*security.{0,80}press\s*&(?:amp;)?\s*hold/is, 'PerimeterX challenge'],
  [/_Incapsula_Resource|incident_id.{0,80}incapsula/is, 'Imperva challenge'],
  [/<title>\s*access denied\s*<\/title>[\s\S]{0,2000}(?:reference\s*#[\d.a-f]+|errors\.edgesuite\.net)/i, 'Akamai block page'],
  [/sec-if-cpt-container|\/_sec\/cp_challenge\//i, 'Akamai challenge'],
  [
    /<title>[^<]{0,60}(?:are you a (?:robot|human)|verify(?:ing)? you are (?:a )?human|human verification|bot check)[^<]{0,60}<\/title>/i,
    'captcha page',
  ],
];

const WEAK_MARKERS: Array<[RegExp, string]> = [
  [/cloudflare/i, 'Cloudflare'],
  [/g-recaptcha|recaptcha\/api\.js|hcaptcha\.com|challenges\.cloudflare\.com\/turnstile|\bcaptcha\b/i, 'captcha page'],
  [/verify (?:that )?you are (?:a )?human|are you a robot|unusual traffic|automated (?:queries|requests|access)/i, 'bot check'],
];

const REFUSAL_STATUSES = new Set([401, 403, 429, 503]);

/** What a refusal status says about a bot wall: the vendor or kind of wall, or null for an ordinary failure. */
export function refusalWall(status: number, headers: { get(name: string): string | null }, page: string): string | null {
  if (!REFUSAL_STATUSES.has(status)) return null;
  if (headers.get('cf-mitigated') === 'challenge') return 'Cloudflare challenge';
  if (headers.get('x-datadome') !== null || headers.get('x-dd-b') !== null) return 'DataDome challenge';
  const strong = challengeWall(page);
  if (strong) return strong;
  // A 503 is a server being down as often as a wall (Cloudflare's own origin-error pages name it): only strong marks count.
  if (status === 503) return null;
  for (const [pattern, name] of WEAK_MARKERS) if (pattern.test(page)) return name;
  if (status === 429) return 'rate limited';
  return null;
}

/** Words every strong marker contains: one pass over an ordinary page rules them all out. */
const ANY_STRONG_MARKER =
  /just a moment|_cf_chl_opt|orchestrate\/|attention required|captcha|perimeterx|press\s*&|incapsula|access denied|sec-if-cpt|cp_challenge|robot|human|bot check/i;

/** A page served with 200 that is a known challenge, or null. */
export function challengeWall(page: string): string | null {
  if (!ANY_STRONG_MARKER.test(page)) return null;
  for (const [pattern, name] of STRONG_MARKERS) if (pattern.test(page)) return name;
  return null;
}
