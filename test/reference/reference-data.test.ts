import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';

describe('reference data', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it('lists every ISO 3166-1 country without a credential', async () => {
    const res = await request(harness.app).get('/api/user/data/countries');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(249);
    const france = res.body.data.find((country: { code: string }) => country.code === 'FR');
    expect(france).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'France',
      code: 'FR',
      slug: 'france',
      flag: 'https://flagcdn.com/fr.svg',
    });
    expect(new Set(res.body.data.map((c: { slug: string }) => c.slug)).size).toBe(249);
  });

  it('lists a two-level category taxonomy whose subcategories point at real parents', async () => {
    const res = await request(harness.app).get('/api/user/data/categories');
    expect(res.status).toBe(200);
    const categories: Array<{ id: string; parentId: string | null; slug: string; icon: string }> = res.body.data;
    const topLevel = categories.filter((c) => c.parentId === null);
    const children = categories.filter((c) => c.parentId !== null);
    expect(topLevel.length).toBeGreaterThanOrEqual(10);
    expect(children.length).toBeGreaterThan(topLevel.length);
    const topIds = new Set(topLevel.map((c) => c.id));
    expect(children.every((c) => topIds.has(c.parentId!))).toBe(true);
    expect(categories.every((c) => c.icon.length > 0 && /^[a-z0-9-]+$/.test(c.slug))).toBe(true);
  });

  it('ignores an invalid credential on public routes', async () => {
    const res = await request(harness.app).get('/api/user/data/countries').set('X-Api-Key', 'vgl_nonsense');
    expect(res.status).toBe(200);
  });
});
