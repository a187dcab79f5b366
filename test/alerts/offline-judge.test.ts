import { judgeOffline } from '../../domain/alerts/offline-judge';
import { wordsOf as words } from '../../domain/alerts/vocabulary';
import { boundedDiff, changedLines, evidenceProblem, MAX_DIFF_CHARACTERS } from '../../domain/alerts/judgement';

const topic = {
  name: 'Competitor pricing',
  description: 'What Acme charges',
  watchFor: ['price increase', 'Enterprise plan', 'free trial'],
};
const sourceUrl = 'https://acme.example/pricing';

const diffOf = (removed: string[], added: string[]) =>
  [
    '--- before',
    '+++ after',
    '@@ -1,3 +1,3 @@',
    ' Acme pricing',
    ...removed.map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
  ].join('\n');

describe('the offline change judge', () => {
  it('quotes, for each match, a stretch of the changed line that holds up against the diff', () => {
    const long = `${'Our plans are listed below with everything each one includes. '.repeat(4)}A free trial of 30 days comes with every plan. ${'Taxes are extra. '.repeat(8)}`;
    const diff = diffOf([], [long]);
    const judgement = judgeOffline({ topic, sourceUrl, diff });
    expect(judgement.evidence).toHaveLength(1);
    expect(judgement.evidence[0]!.quote.length).toBeLessThanOrEqual(200);
    expect(judgement.evidence[0]!.quote).toContain('free trial of 30 days');
    expect(evidenceProblem(judgement, diff)).toBeNull();
  });

  it('rejects evidence whose quote is not in a changed line, or a match without a quote', () => {
    const diff = diffOf(['Pro: $20 a month'], ['Pro: $25 a month']);
    const judged = { summary: 'Pro went up.', relevant: true, matchedWatchFor: ['price increase'], importance: 'high' as const };
    expect(evidenceProblem({ ...judged, evidence: [{ watchFor: 'price increase', quote: 'Pro:   $25\na month' }] }, diff)).toBeNull();
    expect(evidenceProblem({ ...judged, evidence: [{ watchFor: 'price increase', quote: 'Pro: $30 a month' }] }, diff)).toMatch(
      /not in the changed lines/,
    );
    expect(evidenceProblem({ ...judged, evidence: [{ watchFor: 'price increase', quote: 'Acme pricing' }] }, diff)).toMatch(
      /not in the changed lines/,
    );
    expect(evidenceProblem({ ...judged, evidence: [] }, diff)).toMatch(/matched without a quote/);
  });

  it('matches meaning, not strings: a price change on a pricing topic is relevant with its fact in the summary', () => {
    const judgement = judgeOffline({
      topic: { name: 'Pricing', description: null, watchFor: ['price changes'] },
      sourceUrl,
      diff: diffOf(['The Pro plan costs 49 euros a month.'], ['The Pro plan costs 59 euros a month.']),
    });
    expect(judgement).toEqual({
      relevant: true,
      matchedWatchFor: ['price changes'],
      importance: 'high',
      summary: 'On acme.example/pricing: Price: 49 euros → 59 euros (The Pro plan).',
      evidence: [{ watchFor: 'price changes', quote: 'The Pro plan costs 59 euros a month.' }],
    });
  });

  it('relates asks to facts through the vocabulary: stock, deadlines, openings, incidents', () => {
    const judged = (watchFor: string, removed: string[], added: string[]) =>
      judgeOffline({ topic: { name: 'T', description: null, watchFor: [watchFor] }, sourceUrl, diff: diffOf(removed, added) }).relevant;
    expect(judged('stock availability of the X200 drill', ['X200 drill: In stock'], ['X200 drill: Out of stock'])).toBe(true);
    expect(judged('the application deadline', ['Applications close on 15 March 2027.'], ['Applications close on 31 March 2027.'])).toBe(
      true,
    );
    expect(judged('new job openings', [], ['Senior Backend Engineer | Berlin | Full-time'])).toBe(false);
    expect(judged('new job openings', [], ['- Senior Backend Engineer, Berlin (apply by 1 May)'])).toBe(true);
    expect(judged('outages in the API', ['API: Operational'], ['API: Partial outage'])).toBe(true);
  });

  it('keeps the subject an ask names: a change to another plan, region or city is not relevant', () => {
    const topic = { name: 'Pricing', description: null, watchFor: ['price of the Enterprise plan'] };
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['Pro | $49/mo'], ['Pro | $59/mo']) }).relevant).toBe(false);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['Enterprise | $490/mo'], ['Enterprise | $590/mo']) }).relevant).toBe(true);
    const status = { name: 'Status', description: null, watchFor: ['service status', 'only the EU region'] };
    expect(judgeOffline({ topic: status, sourceUrl, diff: diffOf(['US region: Operational'], ['US region: Major outage']) }).relevant).toBe(
      false,
    );
    expect(judgeOffline({ topic: status, sourceUrl, diff: diffOf(['EU region: Operational'], ['EU region: Major outage']) }).relevant).toBe(
      true,
    );
  });

  it('tells asks of one kind from changes of another: refunds are not delivery times', () => {
    const topic = { name: 'Refunds', description: null, watchFor: ['the refund window'] };
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['Delivery takes 3 days.'], ['Delivery takes 5 days.']) }).relevant).toBe(false);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['Refunds within 30 days.'], ['Refunds within 14 days.']) }).relevant).toBe(true);
  });

  it('reads an ask as meant: a broad concept beside a narrow one does not match alone, a two-concept word takes its neighbours’', () => {
    const judged = (watchFor: string, removed: string[], added: string[]) =>
      judgeOffline({ topic: { name: 'T', description: null, watchFor: [watchFor] }, sourceUrl, diff: diffOf(removed, added) }).relevant;
    expect(
      judged(
        'data retention in the privacy policy',
        ['We answer privacy requests in 30 days.'],
        ['We answer privacy requests in 45 days.'],
      ),
    ).toBe(false);
    expect(
      judged('data retention in the privacy policy', ['We keep account data for 2 years.'], ['We keep account data for 5 years.']),
    ).toBe(true);
    expect(judged('stock availability', ['API: Operational'], ['API: Partial outage'])).toBe(false);
    expect(judged('stock availability', ['Blue: In stock'], ['Blue: Out of stock'])).toBe(true);
  });

  it('holds a currency the ask names, also as a restriction', () => {
    const judge = (watchFor: string[], removed: string, added: string) =>
      judgeOffline({ topic: { name: 'T', description: null, watchFor }, sourceUrl, diff: diffOf([removed], [added]) }).relevant;
    expect(judge(['dollar prices'], 'Team €29 per user', 'Team €31 per user')).toBe(false);
    expect(judge(['dollar prices'], 'Team $29 per user', 'Team $31 per user')).toBe(true);
    expect(judge(['price changes', 'only EUR prices'], 'Business $89', 'Business $95')).toBe(false);
    expect(judge(['price changes', 'only EUR prices'], 'Business €79', 'Business €85')).toBe(true);
  });

  it('does not take the page’s own name for a restriction: in its address, its title, or only in its links', () => {
    const closures = { name: 'Closures', description: null, watchFor: ['new road closures in Eastfield'] };
    const diff = diffOf([], ['Station Road | Number 1 to 20 | 3 to 7 March | Closed']);
    const pageText = '# Road closures\nStation Road | Number 1 to 20 | 3 to 7 March | Closed\nSee https://eastfield.gov.example/roads';
    expect(judgeOffline({ topic: closures, sourceUrl: 'https://roads.example/closures', diff, pageText }).relevant).toBe(true);
    const titled = '# Eastfield road closures\nStation Road | Number 1 to 20 | 3 to 7 March | Closed\nEastfield Council';
    expect(judgeOffline({ topic: closures, sourceUrl: 'https://roads.example/closures', diff, pageText: titled }).relevant).toBe(true);
    const berlin = { name: 'Jobs', description: null, watchFor: ['new openings in Berlin'] };
    const jobs = '# Careers\n- Designer, Berlin\n- Engineer, Munich';
    const munich = diffOf([], ['- Engineer, Munich']);
    expect(judgeOffline({ topic: berlin, sourceUrl: 'https://acme.example/careers', diff: munich, pageText: jobs }).relevant).toBe(false);
    const penalties = { name: 'Penalties', description: null, watchFor: ['penalties in FMA PS26/3'] };
    const fines = diffOf(
      ['Breaches may lead to fines of up to 10% of turnover.'],
      ['Breaches may lead to fines of up to 15% of turnover.'],
    );
    const statement = '# Policy statement\nThe FMA sets rules.\nBreaches may lead to fines of up to 15% of turnover.';
    expect(judgeOffline({ topic: penalties, sourceUrl: 'https://fma.example/ps26-3', diff: fines, pageText: statement }).relevant).toBe(
      true,
    );
  });

  it('matches every change of a document when the ask names the document itself, and only then', () => {
    const feed = 'https://acme.example/changelog/cli.atom';
    const edit = diffOf(['Adds the dry-run flag.'], ['Adds the dry-run flag (Linux only).']);
    const judged = (watchFor: string, url: string) =>
      judgeOffline({ topic: { name: 'T', description: null, watchFor: [watchFor] }, sourceUrl: url, diff: edit }).relevant;
    expect(judged('CLI release notes', feed)).toBe(true);
    expect(judged('breaking changes', feed)).toBe(false);
    expect(judged('CLI release notes', 'https://acme.example/pricing')).toBe(false);
    const benefits = diffOf(['- €1,500 learning budget'], ['- €2,000 learning budget']);
    const careers = { name: 'Jobs', description: null, watchFor: ['new job openings'] };
    expect(judgeOffline({ topic: careers, sourceUrl: 'https://acme.example/careers', diff: benefits }).relevant).toBe(false);
  });

  it('takes two plain words in common as being about the ask', () => {
    const topic = { name: 'CP26/7', description: null, watchFor: ['proposals on client money'] };
    const diff = diffOf(['Institutions reconcile client money daily.'], ['Institutions reconcile client money twice a week.']);
    expect(judgeOffline({ topic, sourceUrl, diff }).relevant).toBe(true);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['Call us on 0300 500 0597.'], ['Call us on 0300 500 0598.']) }).relevant).toBe(
      false,
    );
  });

  it('matches each alternative of an ask word for word, and reads an opening capital as a word', () => {
    const tenders = { name: 'Tenders', description: null, watchFor: ['New cleaning or facilities tenders'] };
    const added = (row: string) => diffOf([], [row]);
    const judged = (topic: typeof tenders, diff: string) => judgeOffline({ topic, sourceUrl: 'https://council.example/contracts', diff });
    expect(judged(tenders, added('BDC-2026-024 | Office cleaning, Town Hall and depot | £310,000 | Open')).relevant).toBe(true);
    expect(judged(tenders, added('BDC-2026-025 | Website hosting and support | £90,000 | Open')).relevant).toBe(false);
    const baggage = { name: 'Bags', description: null, watchFor: ['Cabin baggage size'] };
    const carriage = diffOf(['A cabin baggage item of up to 55 x 40 cm'], ['A cabin baggage item of up to 50 x 40 cm']);
    expect(judged(baggage, carriage).relevant).toBe(true);
    expect(judged({ ...baggage, watchFor: ['Cabin Rules size'] }, carriage).relevant).toBe(false);
  });

  it('reads a service that is back to normal as an incident, names a line a feed’s first item names, and keeps a new item naming it in its text', () => {
    const commuter = { name: 'Leeds line', description: null, watchFor: ['is the Leeds line back to normal'] };
    const feed = [
      '# Leeds line: reduced service while the bridge is repaired',
      '  Until Sunday 15 March, a reduced service runs to Leeds.',
      '# Bus route 47 diversion in Halesworth',
      '  Buses are diverted via Mill Lane.',
      '# Tram T2: stop closure at Victoria Square',
      '  Victoria Square is closed until 23 March.',
    ].join('\n');
    const judged = (topic: typeof commuter, diff: string, pageText = feed) =>
      judgeOffline({ topic, sourceUrl: 'https://transit.example/service-changes.rss', diff, pageText }).relevant;
    expect(
      judged(
        commuter,
        diffOf(
          ['  Until Sunday 15 March, a reduced service runs to Leeds.'],
          ['  Until Sunday 29 March, a reduced service runs to Leeds.'],
        ),
      ),
    ).toBe(true);
    expect(judged(commuter, diffOf(['  Buses are diverted via Mill Lane.'], ['  The diversion has ended.']))).toBe(false);
    const trams = {
      name: 'Trams',
      description: null,
      watchFor: ['disruption on tram lines (T1, T2, T3)', 'closures, strikes, diversions'],
    };
    const strike = ['# Tram network: strike action on Monday 9 March', '  No trams will run on T1, T2 or T3 on Monday 9 March.'];
    expect(judged(trams, diffOf([], strike), `${strike.join('\n')}\n${feed}`)).toBe(true);
  });

  it('reads an ask of no known concept as about the names it gives, the kind of thing they name aside', () => {
    const wire = [
      '# CORRECTED — Nordhavn Wind cuts output guidance',
      '  Corrects paragraph 3 to say guidance was cut to 4.1 TWh.',
      '# CORRECTED — Banca Sollevante net profit',
      '  Corrects net profit to €412 million.',
    ].join('\n');
    const judged = (watchFor: string, removed: string, added: string) =>
      judgeOffline({
        topic: { name: 'Wire', description: null, watchFor: [watchFor] },
        sourceUrl: 'https://wire.example/corrections/rss',
        diff: diffOf([removed], [added]),
        pageText: wire,
      }).relevant;
    const nordhavn = [
      '  Corrects paragraph 3 to say guidance was cut to 4.1 TWh.',
      '  Corrects paragraph 3 to say guidance was cut to 4.0 TWh (Nordhavn Wind).',
    ];
    expect(judged('Nordhavn Wind coverage on Continental Wire', nordhavn[0]!, nordhavn[1]!)).toBe(true);
    expect(
      judged(
        'Nordhavn Wind coverage',
        '  Corrects net profit to €412 million.',
        '  Corrects net profit to €398 million (Banca Sollevante).',
      ),
    ).toBe(false);
    expect(judged('Green Line', '- Blue Line: weekend closure', '- Blue Line: weekend closure extended')).toBe(false);
  });

  it('reads a patient leaflet’s driving, machinery and pregnancy advice as safety wording', () => {
    const topic = { name: 'Leaflet', description: null, watchFor: ['safety wording changes in the leaflet'] };
    const judged = (removed: string, added: string) =>
      judgeOffline({ topic, sourceUrl: 'https://pharma.example/leaflet.pdf', diff: diffOf([removed], [added]) }).relevant;
    expect(judged('Do not drive or operate machinery for 8 hours.', 'Do not drive or operate machinery for 12 hours.')).toBe(true);
    expect(judged('Ask your doctor if you are pregnant.', 'Do not use if you are pregnant or planning a pregnancy.')).toBe(true);
    expect(judged('Store below 25 °C in the original pack.', 'Store below 30 °C in the original pack.')).toBe(false);
  });

  it('holds an ask for named seats ("CEO or chair") to those seats, not every leadership change', () => {
    const topic = { name: 'Board', description: null, watchFor: ['CEO or chair changes'] };
    const judged = (removed: string, added: string) =>
      judgeOffline({ topic, sourceUrl: 'https://mining.example/board', diff: diffOf([removed], [added]) }).relevant;
    expect(judged('Ana Ruiz | Chief Executive Officer', 'Tom Berg | Chief Executive Officer')).toBe(true);
    expect(judged('Ana Ruiz | Chairman of the Board', 'Tom Berg | Chairman of the Board')).toBe(true);
    expect(judged('Ana Ruiz | Head of Health, Safety and Environment', 'Tom Berg | Head of Health, Safety and Environment')).toBe(false);
    expect(judged('Ana Ruiz | Non-Executive Director', 'Tom Berg | Non-Executive Director')).toBe(false);
    const anyone = { name: 'Board', description: null, watchFor: ['leadership changes'] };
    expect(
      judgeOffline({
        topic: anyone,
        sourceUrl: 'https://mining.example/board',
        diff: diffOf(['Ana Ruiz | Non-Executive Director'], ['Tom Berg | Non-Executive Director']),
      }).relevant,
    ).toBe(true);
  });

  it('leaves out what an exclusion names by its head words, not by a word that only qualifies them', () => {
    const judged = (watchFor: string[], removed: string, added: string) =>
      judgeOffline({ topic: { name: 'Rival', description: null, watchFor }, sourceUrl, diff: diffOf([removed], [added]) }).relevant;
    const growth = ['Price per month | $15 | $49 | $199', 'Price per month | $15 | $59 | $199'] as const;
    expect(judged(['monthly price of Growth', 'not promo banners and marketing fluff'], ...growth)).toBe(true);
    expect(judged(['monthly price of Growth', 'not price changes'], ...growth)).toBe(false);
    expect(judged(['stand prices', 'not ticket prices for visitors'], '3-day pass | €95 | €140', '3-day pass | €95 | €150')).toBe(false);
  });

  it('reads records of the same fields under headings of any level as siblings, a removed line where it stood', () => {
    const record = (code: string, name: string, deadline: string) => [
      `## ${code} — ${name}`,
      'Procedure: Open',
      `Tender deadline: Monday ${deadline} April 2026, 12:00`,
      'Status: Open',
    ];
    const page = (laundry: string) => [
      '# Current opportunities',
      ...record('KHT-014', 'Patient transport services', '13'),
      ...record('KHT-017', 'Laundry and linen', laundry),
    ];
    const [before, after] = [page('13'), page('20')];
    // The removed line reads like the patient transport record's own deadline line, which the page still has.
    const diff = [
      '--- previous',
      '+++ current',
      '@@ -6,4 +6,4 @@',
      ` ${before[5]}`,
      ` ${before[6]}`,
      `-${before[7]}`,
      `+${after[7]}`,
      ` ${before[8]}`,
    ];
    const judged = (watchFor: string) =>
      judgeOffline({
        topic: { name: 'Tenders', description: null, watchFor: [watchFor] },
        sourceUrl: 'https://procurement.example/opportunities',
        diff: diff.join('\n'),
        pageText: after.join('\n'),
      }).relevant;
    expect(judged('patient transport tender: deadline, value, status')).toBe(false);
    expect(judged('laundry tender: deadline, value, status')).toBe(true);
    expect(judged('any tender deadline moving')).toBe(true);
  });

  it('leaves out a changed line whose heading an exclusion names, as it does a fact whose subject names it', () => {
    const pageText = ['# Rates', '## Savings', '- Easy access: 2.10% APY', '## Auto loans', '- Used vehicle: 5.99% APR'].join('\n');
    const diff = [
      '--- previous',
      '+++ current',
      '@@ -4,2 +4,2 @@',
      ' ## Auto loans',
      '-- Used vehicle: 6.24% APR',
      '+- Used vehicle: 5.99% APR',
    ].join('\n');
    const judged = (watchFor: string[]) =>
      judgeOffline({ topic: { name: 'Rates', description: null, watchFor }, sourceUrl, diff, facts: [], pageText }).relevant;
    expect(judged(['savings and loan rates'])).toBe(true);
    expect(judged(['savings and loan rates', 'not loans'])).toBe(false);
  });

  it('tells a value crossing a limit the person set, not one moving on the same side of it', () => {
    const judged = (watchFor: string[], removed: string, added: string) =>
      judgeOffline({ topic: { name: 'Limits', description: null, watchFor }, sourceUrl, diff: diffOf([removed], [added]) }).relevant;
    const surcharge = ['fuel surcharge above 10%'];
    expect(judged(surcharge, 'Fuel surcharge: 8.5%', 'Fuel surcharge: 10.25%')).toBe(true);
    expect(judged(surcharge, 'Fuel surcharge: 8.5%', 'Fuel surcharge: 9.25%')).toBe(false);
    // A limit said beside the thing it is about holds for it too.
    const sizeM = ['Stadtrad S7 in size M', 'fewer than 3 are left'];
    expect(judged(sizeM, 'Stadtrad S7 size M: 7 in stock', 'Stadtrad S7 size M: 5 in stock')).toBe(false);
    expect(judged(sizeM, 'Stadtrad S7 size M: 3 in stock', 'Stadtrad S7 size M: 2 in stock')).toBe(true);
    expect(judged(sizeM, 'Stadtrad S7 size M: in stock', 'Stadtrad S7 size M: sold out')).toBe(true);
  });

  it('takes the one headline under a line above it for the page’s title: its name restricts nothing', () => {
    const pageText = [
      '14–16 October 2026 · LX Factory, Lisbon',
      '# UX Lisboa 2026',
      '## Tickets',
      'Early-bird: 20% off until 15 April 2026.',
    ].join('\n');
    const judgement = judgeOffline({
      topic: { name: 'UX Lisboa', description: null, watchFor: ['early-bird deadline for UX Lisboa'] },
      sourceUrl: 'https://uxlisboa.example/tickets',
      diff: diffOf(['Early-bird: 20% off until 31 March 2026.'], ['Early-bird: 20% off until 15 April 2026.']),
      pageText,
    });
    expect(judgement.relevant).toBe(true);
  });

  it('reads the lines of a new JSON element together', () => {
    const meetup = (city: string) => [
      `upcoming[3].city: "${city}"`,
      'upcoming[3].starts_at: "2026-04-16T18:30:00+01:00"',
      `upcoming[3].title: "Rust ${city} #42: WebAssembly components"`,
    ];
    const judged = (city: string) =>
      judgeOffline({
        topic: { name: 'Meetups', description: null, watchFor: ['schedules a new meetup in Lisbon'] },
        sourceUrl: 'https://rust-iberia.example/api/events',
        diff: diffOf([], meetup(city)),
      }).relevant;
    expect(judged('Lisbon')).toBe(true);
    expect(judged('Madrid')).toBe(false);
  });

  it('tells a page the sitemap says was updated only to an ask for that page’s updates', () => {
    const judged = (watchFor: string, page: string) =>
      judgeOffline({
        topic: { name: 'Docs', description: null, watchFor: [watchFor] },
        sourceUrl: 'https://developers.maps.example/sitemap.xml',
        diff: diffOf(
          [`https://developers.maps.example/docs/${page} 2026-01-10`],
          [`https://developers.maps.example/docs/${page} 2026-03-02`],
        ),
      }).relevant;
    expect(judged('tell me when the deprecations page is updated', 'deprecations')).toBe(true);
    expect(judged('tell me when the deprecations page is updated', 'static-maps')).toBe(false);
    expect(judged('new deprecations', 'deprecations')).toBe(false);
    // With the sitemap's text, which names the page only in addresses.
    const page = 'https://www.keystrand.example/legal/dpa 2026-03-02\nhttps://www.keystrand.example/legal/terms 2026-01-01';
    const withText = judgeOffline({
      topic: { name: 'Legal', description: null, watchFor: ['keystrand DPA updated'] },
      sourceUrl: 'https://www.keystrand.example/sitemap.xml',
      diff: diffOf(['https://www.keystrand.example/legal/dpa 2025-11-14'], ['https://www.keystrand.example/legal/dpa 2026-03-02']),
      pageText: page,
    });
    expect(withText.relevant).toBe(true);
  });

  it('reads "who runs" as a question about leadership', () => {
    const topic = { name: 'Orchard', description: null, watchFor: ['who runs Orchard'] };
    const judged = (removed: string, added: string) => judgeOffline({ topic, sourceUrl, diff: diffOf([removed], [added]) }).relevant;
    expect(judged('Chief Executive Officer: Ada Okafor', 'Interim Chief Executive Officer: Sunita Iyer')).toBe(true);
    expect(judged('Our offices: Cambridge and Basel', 'Our offices: Cambridge, Basel and Boston')).toBe(false);
  });

  it('restricts to all the words of any one alternative of an "only … or …"', () => {
    const topic = { name: 'Incidents', description: null, watchFor: ['only impact is major or critical', 'impact is major or critical'] };
    const judged = (removed: string, added: string) => judgeOffline({ topic, sourceUrl, diff: diffOf([removed], [added]) }).relevant;
    expect(judged('incident.impact: "minor"', 'incident.impact: "critical"')).toBe(true);
    expect(judged('incident.impact: "none"', 'incident.impact: "minor"')).toBe(false);
  });

  it('tells a record’s update stamp only to an ask for updates', () => {
    const stamp = diffOf(['jobs[0].updated_at: "2026-02-27T10:12:00Z"'], ['jobs[0].updated_at: "2026-03-03T02:00:05Z"']);
    const judged = (watchFor: string) =>
      judgeOffline({
        topic: { name: 'Jobs', description: null, watchFor: [watchFor] },
        sourceUrl: 'https://boards.example/api/jobs',
        diff: stamp,
      }).relevant;
    expect(judged('new roles')).toBe(false);
    expect(judged('any job posting updated')).toBe(true);
  });

  it('reads "no broadband" and "slow speeds" as outages', () => {
    const topic = { name: 'Outages', description: null, watchFor: ['outages anywhere in Leeds'] };
    const judged = (added: string) => judgeOffline({ topic, sourceUrl, diff: diffOf([], [added]) }).relevant;
    expect(judged('### No broadband or phone service — Leeds LS11 (Beeston, Holbeck)')).toBe(true);
    expect(judged('### Slow speeds in the evening — Leeds LS6')).toBe(true);
    expect(judged('### New shop opening — Leeds LS1')).toBe(false);
  });

  it('reads "runs out" and "comes back" as stock', () => {
    const topic = { name: 'Serum', description: null, watchFor: ['the serum runs out or comes back'] };
    const judged = (removed: string, added: string) => judgeOffline({ topic, sourceUrl, diff: diffOf([removed], [added]) }).relevant;
    expect(judged('Serum 60 ml: in stock', 'Serum 60 ml: out of stock')).toBe(true);
    expect(judged('Serum 60 ml: €24', 'Serum 60 ml: €26')).toBe(false);
  });

  it('honours exclusions and the examples members marked', () => {
    const topic = { name: 'News', description: null, watchFor: ['product announcements', 'not webinars'] };
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf([], ['Webinar: our new product tour on 3 June']) }).relevant).toBe(false);
    const promo = diffOf(['Summer sale: 20% off every plan'], ['Winter sale: 30% off every plan']);
    const pricing = { name: 'Pricing', description: null, watchFor: ['price changes'] };
    expect(judgeOffline({ topic: pricing, sourceUrl, diff: promo }).relevant).toBe(true);
    const markedNot = [{ relevant: false, changedLines: ['Spring sale: 10% off every plan'], facts: [] }];
    expect(judgeOffline({ topic: pricing, sourceUrl, diff: promo, examples: markedNot }).relevant).toBe(false);
    const office = diffOf(['Our Lisbon office moved to Rua Augusta 10'], ['Our Lisbon office moved to Rua Augusta 12']);
    expect(judgeOffline({ topic: pricing, sourceUrl, diff: office }).relevant).toBe(false);
    const markedRelevant = [{ relevant: true, changedLines: ['Our Lisbon office moved to Rua Augusta 8'], facts: [] }];
    expect(judgeOffline({ topic: pricing, sourceUrl, diff: office, examples: markedRelevant })).toMatchObject({
      relevant: true,
      importance: 'medium',
    });
  });

  it('counts removed lines too, and rates several matches as high', () => {
    const judgement = judgeOffline({
      topic,
      sourceUrl,
      diff: diffOf(['Start a free trial today', 'The Enterprise plans include SSO'], []),
    });
    expect(judgement.relevant).toBe(true);
    expect(judgement.matchedWatchFor).toEqual(['Enterprise plan', 'free trial']);
    expect(judgement.evidence).toEqual([
      { watchFor: 'Enterprise plan', quote: 'The Enterprise plans include SSO' },
      { watchFor: 'free trial', quote: 'Start a free trial today' },
    ]);
  });

  it('calls a change that touches nothing watched irrelevant and of low importance', () => {
    const judgement = judgeOffline({ topic, sourceUrl, diff: diffOf(['Call us on Monday'], ['Call us on Tuesday']) });
    expect(judgement).toMatchObject({ relevant: false, matchedWatchFor: [], importance: 'low', evidence: [] });
  });

  it('ignores context lines and the diff headers', () => {
    const diff = ['--- free trial', '+++ free trial', '@@ -1 +1 @@', ' free trial offered', '-old footer', '+new footer'].join('\n');
    expect(judgeOffline({ topic, sourceUrl, diff }).relevant).toBe(false);
  });

  it('cuts long lines in the summary and says when only spacing changed', () => {
    const long = 'x'.repeat(300);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf([], [long]) }).summary).toMatch(/New text: “x{119}…”\.$/);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['   '], ['  ']) }).summary).toBe(
      'The text of acme.example/pricing changed only in spacing or layout.',
    );
  });

  it('normalizes words for matching', () => {
    expect(words('Prices, Policies & Boxes — café!')).toEqual(['price', 'policy', 'box', 'cafe']);
    expect(words('status bus analysis')).toEqual(['status', 'bus', 'analysis']);
  });

  it('splits a unified diff into added and removed lines and bounds long diffs', () => {
    expect(changedLines(diffOf(['a'], ['b', 'c']))).toEqual({ added: ['b', 'c'], removed: ['a'] });
    const bounded = boundedDiff('+'.repeat(MAX_DIFF_CHARACTERS + 50));
    expect(bounded.length).toBeLessThan(MAX_DIFF_CHARACTERS + 60);
    expect(bounded).toMatch(/diff cut at/);
  });
});
