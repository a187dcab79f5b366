import { offlineTopicGenerator } from '../../domain/projects/topic-generation/offline';

describe('the offline topic generator', () => {
  it('makes one topic per thing to follow, with key terms to watch for and the URLs it mentions', async () => {
    const topics = await offlineTopicGenerator.generate({
      name: 'Competitors',
      monitoringIntent: 'Price changes of Acme CRM (https://acme.example/pricing). New job openings at Globex; security advisories from Initech',
      businessContext: 'We sell CRM software to dentists, see https://ours.example/about.',
      description: null,
    });
    expect(topics.map((topic) => topic.name)).toEqual(['Price Acme Crm', 'Job Openings Globex', 'Security Advisories Initech']);
    expect(topics[0]!.watchFor).toEqual(expect.arrayContaining(['price', 'acme', 'crm', 'software', 'dentists']));
    expect(topics[0]!.sources).toEqual(['https://acme.example/pricing', 'https://ours.example/about']);
    expect(topics[1]!.sources).toEqual(['https://ours.example/about']);
    expect(topics[2]!.description).toMatch(/^Follows security advisories from Initech for a business focused on/);
  });

  it('still gives one useful topic for an intent without content words', async () => {
    const topics = await offlineTopicGenerator.generate({ name: 'Watch list', monitoringIntent: 'https://status.example.com', businessContext: null, description: null });
    expect(topics).toEqual([{ name: 'Watch list', description: 'Follows Watch list.', watchFor: ['Watch list'], sources: ['https://status.example.com/'] }]);
  });
});
