/**
 * Query parameters that only say where a click came from (campaign tags, click ids of ad and mail
 * platforms). A link that differs only by them is the same link: feeds and sitemaps that stamp a fresh
 * one on every load must not look changed.
 */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z0-9_]+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_hsenc|_hsmi|__hstc|__hssc|__hsfp|hsctatracking|mkt_tok|oly_anon_id|oly_enc_id|vero_id|vero_conv|_ga|_gl|ref_src|s_cid|cmpid|ncid|sr_share|at_medium|at_campaign|at_custom\d*|wt\.mc_id|wt_mc)$/i;

export function isTrackingParameter(name: string): boolean {
  return TRACKING_PARAMETER.test(name);
}

/** The URL without tracking parameters or a fragment; anything that is not an absolute http(s) URL is returned as it was. */
export function withoutTracking(link: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return link.trim();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return link.trim();
  for (const name of [...url.searchParams.keys()]) if (isTrackingParameter(name)) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}
