/**
 * What people ask Vigil to watch, as one vocabulary shared by the offline topic generator (words of the
 * intent → a titled topic with phrases to watch for) and source discovery (link text and paths of a
 * site → the pages that serve a topic).
 */
export interface Subject {
  key: string;
  /** Title when the topic has no qualifier ("Pricing"); with one it follows it ("Competitor pricing"). */
  title: string;
  qualifiedTitle: string;
  /** Words of an intent that ask for this subject. */
  intentWords: RegExp;
  /** Link text or URL path of a page that serves it. */
  pageWords: RegExp;
  watchFor: string[];
  /** The description: what is followed, and the preposition that introduces whom ("… at Acme"). */
  describe: readonly [what: string, preposition: string];
}

export const SUBJECTS: readonly Subject[] = [
  {
    key: 'pricing',
    title: 'Pricing',
    qualifiedTitle: 'pricing',
    intentWords: /\b(pric\w*|plans?|tiers?|costs?|subscriptions?|rates?|fees?|discounts?)\b/i,
    pageWords: /\b(pricing|prices?|plans?|tarifs?|preise)\b/i,
    watchFor: ['price changes', 'new plans or tiers', 'discounts and promotions', 'changes to free trials'],
    describe: ['Price and plan changes', 'at'],
  },
  {
    key: 'launches',
    title: 'Product launches',
    qualifiedTitle: 'product launches',
    intentWords: /\b(launch\w*|new products?|product news|features?|roadmap|blogs?)\b/i,
    pageWords: /\b(blog|news|announcements?|products?|what'?s new)\b/i,
    watchFor: ['product launch announcements', 'new features', 'discontinued products'],
    describe: ['New products and feature launches announced', 'by'],
  },
  {
    key: 'releases',
    title: 'Release notes',
    qualifiedTitle: 'release notes',
    intentWords: /\b(changelogs?|release notes?|(?<!press )releases?|new versions?|updates? to (the|their) (product|api))\b/i,
    pageWords: /\b(changelog|change-log|release[- ]?notes?|releases|what'?s[- ]new|updates)\b/i,
    watchFor: ['new releases', 'breaking changes', 'deprecation notices'],
    describe: ['Releases, breaking changes and deprecations', 'from'],
  },
  {
    key: 'press',
    title: 'News and press',
    qualifiedTitle: 'news and press',
    intentWords: /\b(press|news|media|coverage|announcements?|partnerships?|acquisitions?)\b/i,
    pageWords: /\b(press|newsroom|news|media)\b/i,
    watchFor: ['press releases', 'partnership announcements', 'leadership changes', 'mergers and acquisitions'],
    describe: ['Press releases and company news', 'from'],
  },
  {
    key: 'hiring',
    title: 'Hiring',
    qualifiedTitle: 'hiring',
    intentWords: /\b(hir\w*|jobs?|careers?|recruit\w*|openings?|vacanc\w*|roles?|headcount|talent)\b/i,
    pageWords: /\b(careers?|jobs|join[- ]us|hiring|we'?re[- ]hiring|work[- ]with[- ]us)\b/i,
    watchFor: ['new job openings', 'senior and leadership roles', 'new office locations', 'teams that are growing'],
    describe: ['Job openings and hiring signals', 'at'],
  },
  {
    key: 'status',
    title: 'Service status',
    qualifiedTitle: 'service status',
    intentWords: /\b(status|outages?|incidents?|downtime|uptime|availability|disruptions?|maintenance)\b/i,
    pageWords: /\b(status|incidents?|uptime|system[- ]status)\b/i,
    watchFor: ['outages and incidents', 'degraded performance', 'scheduled maintenance'],
    describe: ['Outages, incidents and scheduled maintenance', 'at'],
  },
  {
    key: 'docs',
    title: 'Documentation',
    qualifiedTitle: 'documentation',
    intentWords: /\b(docs|documentation|api|apis|developers?|integrations?|sdks?)\b/i,
    pageWords: /\b(docs|documentation|developers?|api)\b/i,
    watchFor: ['API changes', 'new integrations', 'deprecated endpoints'],
    describe: ['Changes to the documentation and APIs', 'of'],
  },
  {
    key: 'legal',
    title: 'Terms and policies',
    qualifiedTitle: 'terms and policies',
    intentWords: /\b(terms|legal|privacy|polic(y|ies)|contracts?|licen[cs]\w*|gdpr|sla)\b/i,
    pageWords: /\b(terms|legal|privacy|policy|policies|tos|conditions)\b/i,
    watchFor: ['changes to the terms of service', 'privacy policy updates', 'new licence conditions'],
    describe: ['Changes to the terms, policies and legal notices', 'of'],
  },
  {
    key: 'regulatory',
    title: 'Regulatory filings',
    qualifiedTitle: 'regulatory filings',
    intentWords:
      /\b(regulat\w*|filings?|filed|sec|10-?k|10-?q|8-?k|compliance|regulators?|authorit(y|ies)|fda|ema|fca|esma|sanctions?|rulings?)\b/i,
    pageWords: /\b(filings?|regulatory|investors?|disclosures?|reports?|sec)\b/i,
    watchFor: ['new regulatory filings', 'regulator decisions and rulings', 'enforcement actions', 'consultations and new rules'],
    describe: ['Regulatory filings, decisions and rule changes', 'concerning'],
  },
  {
    key: 'security',
    title: 'Security advisories',
    qualifiedTitle: 'security advisories',
    intentWords: /\b(security|vulnerabilit\w*|advisor(y|ies)|cves?|breach\w*|patch\w*)\b/i,
    pageWords: /\b(security|advisor(y|ies)|trust|cve)\b/i,
    watchFor: ['security advisories', 'vulnerability disclosures', 'data breach notices'],
    describe: ['Security advisories and vulnerability disclosures', 'from'],
  },
  {
    key: 'funding',
    title: 'Funding and investors',
    qualifiedTitle: 'funding and investors',
    intentWords: /\b(funding|invest\w*|raises?|rounds?|ipo|earnings|financial results?|shareholders?)\b/i,
    pageWords: /\b(investors?|investor[- ]relations|ir|financials?|earnings)\b/i,
    watchFor: ['funding rounds', 'earnings and financial results', 'changes in ownership'],
    describe: ['Funding, earnings and investor news', 'about'],
  },
];

/** The subjects an intent's text asks about, in the order they first appear. */
export function subjectsIn(text: string): Array<{ subject: Subject; index: number }> {
  return SUBJECTS.flatMap((subject) => {
    const match = new RegExp(subject.intentWords.source, 'gi').exec(text);
    return match ? [{ subject, index: match.index }] : [];
  }).sort((a, b) => a.index - b.index);
}
