import { offlineTopicGenerator } from '../../domain/projects/topic-generation/offline';
import type { GeneratedTopic, TopicGenerationInput } from '../../domain/projects/topic-generation';

const generate = (monitoringIntent: string, businessContext: string | null = null, extra: Partial<TopicGenerationInput> = {}) =>
  offlineTopicGenerator.generate({ name: 'Radar', monitoringIntent, businessContext, description: null, ...extra });

/** What a person would accept: a title, one grammatical sentence, something to watch for. */
function expectReadable(topics: GeneratedTopic[]): void {
  for (const topic of topics) {
    expect(topic.name).toMatch(/^[A-Z][\w&' -]*[a-z]$/);
    expect(topic.name.split(' ').length).toBeLessThanOrEqual(5);
    expect(topic.description).toMatch(/^[A-Z][^.]*\.$/);
    expect(topic.description).not.toMatch(/\s[,.]|\s{2}|\(\s*\)/);
    expect(topic.watchFor.length).toBeGreaterThanOrEqual(1);
    for (const item of topic.watchFor) expect(item.trim()).not.toBe('');
  }
}

describe('the offline topic generator', () => {
  it('reads the issue’s example as a person would: competitor pricing and product launches, each with its page', async () => {
    const topics = await generate(
      'Watch competitor pricing at https://acme.example/pricing and their blog https://acme.example/blog for new product launches',
      'We sell B2B analytics software in Europe',
    );
    expect(topics).toEqual([
      {
        name: 'Competitor pricing',
        description:
          'Price and plan changes at competitors: competitor pricing, for a business that sells B2B analytics software in Europe.',
        watchFor: ['competitor pricing', 'B2B analytics software pricing', 'prices in Europe'],
        sources: ['https://acme.example/pricing'],
      },
      {
        name: 'Product launches',
        description:
          'New products and feature launches announced by competitors: new product launches, for a business that sells B2B analytics software in Europe.',
        watchFor: ['new product launches', 'new B2B analytics software products', 'launches in Europe'],
        sources: ['https://acme.example/blog'],
      },
    ]);
    expectReadable(topics);
  });

  it('follows regulatory filings in the intent’s own words, for the business the context describes', async () => {
    const topics = await generate(
      'Follow SEC filings by Acme Corp and FDA decisions about our drugs',
      'We are a mid-size pharmaceutical company in Germany',
    );
    expect(topics.map((topic) => topic.name)).toEqual(['Regulatory filings']);
    expect(topics[0]!.description).toBe(
      'Regulatory filings, decisions and rule changes concerning Acme Corp and FDA: SEC filings; decisions about our drugs, for a mid-size pharmaceutical company in Germany.',
    );
    expect(topics[0]!.watchFor).toEqual(['SEC filings', 'decisions about our drugs', 'rules in Germany']);
    expectReadable(topics);
  });

  it('watches hiring at the competitors the intent names', async () => {
    const topics = await generate(
      'Tell me when Globex or Initech open new engineering jobs. https://globex.com/careers',
      'We build logistics software for retailers',
    );
    expect(topics).toEqual([
      expect.objectContaining({
        name: 'Hiring',
        description:
          'Job openings and hiring signals at Globex and Initech: open new engineering jobs, for a business that builds logistics software for retailers.',
        watchFor: ['open new engineering jobs'],
        sources: ['https://globex.com/careers'],
      }),
    ]);
    expectReadable(topics);
  });

  it('keeps a name joined by "of" whole, and leaves out only whose page it is', async () => {
    const topics = await generate(
      'new academic jobs in the School of Ocean Sciences at Thornbury https://jobs.thornbury.example/vacancies',
    );
    expect(topics).toEqual([expect.objectContaining({ name: 'Hiring', watchFor: ['new academic jobs in the School of Ocean Sciences'] })]);
    expectReadable(topics);
  });

  it('reads "the deadline" after the one named thing the person applies to as that thing’s, and only then', async () => {
    const applying = await generate(
      'We are a dance company applying to the Touring Fund round 2. Please tell me if the deadline or the grant range change. https://arts.example/funding',
    );
    expect(applying[0]!.watchFor).toContain('only Touring Fund');
    const own = await generate(
      'We are applying to the Touring Fund. Tell me if the Writers Bursaries deadline changes. https://arts.example/funding',
    );
    expect(own[0]!.watchFor.some((entry) => entry.startsWith('only'))).toBe(false);
  });

  it('watches a supplier’s status page, named after the supplier', async () => {
    const topics = await generate(
      'Alert us about outages at our payment supplier Stripe (https://status.stripe.com).',
      'We run an online shop in France',
    );
    expect(topics).toEqual([
      {
        name: 'Stripe service status',
        description:
          'Outages, incidents and scheduled maintenance at Stripe: outages at our payment supplier Stripe, for a business that runs an online shop in France.',
        watchFor: ['outages at our payment supplier Stripe', 'incidents affecting France'],
        sources: ['https://status.stripe.com/'],
      },
    ]);
    expectReadable(topics);
  });

  it('makes a topic per site when the same subject is asked of several, and one per subject', async () => {
    const topics = await generate(
      'Compare pricing at https://www.acme.com/pricing and https://globex.io/plans. Also track hiring at Globex.',
    );
    expect(topics.map((topic) => [topic.name, topic.sources])).toEqual([
      ['Acme pricing', ['https://www.acme.com/pricing']],
      ['Globex pricing', ['https://globex.io/plans']],
      ['Globex hiring', []],
    ]);
    expect(topics[2]!.description).toBe('Job openings and hiring signals at Globex: hiring.');
    expectReadable(topics);
  });

  it('keeps several subjects of one company apart: terms, documentation and release notes', async () => {
    const topics = await generate(
      'Keep an eye on the terms of service and privacy policy of Dropbox, and on their API changelog.',
      'We build a backup tool on top of the Dropbox API.',
    );
    expect(topics.map((topic) => topic.name)).toEqual(['Dropbox terms and policies', 'Dropbox documentation', 'Dropbox release notes']);
    expect(topics.map((topic) => topic.watchFor)).toEqual([['terms of service', 'privacy policy'], ['API changelog'], ['API changelog']]);
    expectReadable(topics);
  });

  it('assigns discovered pages and feeds to the topic whose subject they serve', async () => {
    const candidates = [
      { url: 'https://acme.example/pricing', kind: 'page' as const, subject: 'pricing', label: 'Pricing', score: 8 },
      { url: 'https://acme.example/changelog', kind: 'page' as const, subject: 'releases', label: 'Changelog', score: 8 },
      { url: 'https://acme.example/blog/feed.xml', kind: 'feed' as const, subject: null, label: 'Acme blog', score: 10 },
    ];
    const topics = await generate('Watch https://acme.example for price changes and release notes', null, { candidates });
    expect(topics.map((topic) => [topic.name, topic.sources])).toEqual([
      ['Pricing', ['https://acme.example/', 'https://acme.example/pricing']],
      ['Release notes', ['https://acme.example/blog/feed.xml', 'https://acme.example/changelog']],
    ]);
  });

  it('keeps the asks of an intent the catalogue does not know, with their restriction and exclusion', async () => {
    const topics = await generate(
      'Tell me about road closures on the A9 at https://roads.example.gov/conditions, only the northbound lanes. Ignore roadworks notices.',
    );
    expect(topics).toEqual([
      {
        name: 'Road closures on the A9',
        description: 'Changes to road closures on the A9: northbound lanes.',
        watchFor: ['only northbound lanes', 'not roadworks notices', 'road closures on the A9', 'northbound lanes'],
        sources: ['https://roads.example.gov/conditions'],
      },
    ]);
    const stock = await generate('Tell me when the X200 drill at https://shop.example.com/x200 goes out of stock');
    expect(stock[0]!.watchFor).toEqual(['X200 drill goes out of stock']);
  });

  it('still gives one useful topic for an intent without a known subject', async () => {
    const named = await generate('Follow Acme, our main competitor', 'We sell CRM software');
    expect(named).toEqual([
      {
        name: 'Acme news and updates',
        description: 'News, announcements and changes from Acme, for a business that sells CRM software.',
        watchFor: ['company announcements', 'product and service changes', 'news coverage'],
        sources: [],
      },
    ]);
    const onlyAddress = await generate('https://status.example.com');
    expect(onlyAddress).toEqual([expect.objectContaining({ name: 'Example service status', sources: ['https://status.example.com/'] })]);
    expectReadable([...named, ...onlyAddress]);
  });
});
