import request from 'supertest';
import { validate } from '@readme/openapi-parser';
import { buildApi } from '../../api/server';
import { createLogger } from '../../platform/logger';
import { startHarness, type Harness } from '../support/harness';

describe('the OpenAPI document', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await request(harness.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(res.body));
    expect(result).toMatchObject({ valid: true });
  });

  it('lists every mounted route with its method', async () => {
    const { body } = await request(harness.app).get('/api/openapi.json');
    expect(harness.routes.length).toBeGreaterThan(5);
    for (const route of harness.routes) expect(body.paths[route.path]?.[route.method]).toBeDefined();
    expect(Object.keys(body.paths)).toContain('/api/user/data/countries');
  });

  it("serves each app's reference page with that app's document, however many apps the process holds", async () => {
    const { config, sequelize, temporal } = harness;
    const other = buildApi({
      config: { ...config, baseUrl: 'http://other.vigil.test' },
      logger: createLogger(config),
      sequelize,
      temporal,
    });
    for (const [app, url] of [
      [other.app, 'http://other.vigil.test'],
      [harness.app, 'http://vigil.test'],
      [other.app, 'http://other.vigil.test'],
    ] as const) {
      expect((await request(app).get('/api/docs/')).status).toBe(200);
      const script = await request(app).get('/api/docs/swagger-ui-init.js');
      expect(script.text).toContain(`"url": "${url}"`);
      expect(script.text).toContain('"/api/user/data/countries"');
    }
  });

  it('serves an interactive reference page', async () => {
    const res = await request(harness.app).get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });
});
