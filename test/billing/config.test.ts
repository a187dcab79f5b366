import { ConfigError, loadConfig } from '../../platform/config';
import { PRICES } from './billing-harness';

describe('billing configuration', () => {
  it('leaves billing off without a Stripe secret key', () => {
    expect(loadConfig({}).billing).toBeNull();
  });

  it('reads the catalogue when billing is on', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', ...PRICES });
    expect(config.billing).toMatchObject({
      apiBase: undefined,
      catalogue: {
        tiers: { plus: { monthly: 'price_plus_monthly', yearly: 'price_plus_yearly' }, enterprise: { yearly: 'price_enterprise_yearly' } },
        slotPack: { monthly: 'price_slot_pack_monthly', yearly: 'price_slot_pack_yearly' },
        creditPacks: { credits_100: 'price_credits_100', credits_1000: 'price_credits_1000' },
      },
    });
  });

  it('refuses to start with billing half configured, naming the variable', () => {
    const { STRIPE_PRICE_PRO_YEARLY: _missing, ...withoutOne } = PRICES;
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', ...withoutOne })).toThrow(
      new ConfigError('STRIPE_PRICE_PRO_YEARLY', 'is required when STRIPE_SECRET_KEY is set'),
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', ...PRICES })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', ...PRICES, STRIPE_PRICE_CREDITS_100: 'ten dollars' }),
    ).toThrow(/STRIPE_PRICE_CREDITS_100/);
  });

  it('allows redirects to APP_URL’s and BASE_URL’s origins plus REDIRECT_ALLOWED_ORIGINS, and refuses a list that is not of origins', () => {
    expect(
      loadConfig({ BASE_URL: 'https://api.vigil.example/v', APP_URL: 'https://app.vigil.example/home' }).redirectAllowedOrigins,
    ).toEqual(['https://app.vigil.example', 'https://api.vigil.example']);
    const listed = loadConfig({
      BASE_URL: 'https://api.vigil.example',
      REDIRECT_ALLOWED_ORIGINS: 'https://www.vigil.example,http://localhost:5173',
    });
    expect(listed.redirectAllowedOrigins).toEqual(['https://api.vigil.example', 'https://www.vigil.example', 'http://localhost:5173']);
    expect(() => loadConfig({ REDIRECT_ALLOWED_ORIGINS: 'https://www.vigil.example/path' })).toThrow(/REDIRECT_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ REDIRECT_ALLOWED_ORIGINS: 'www.vigil.example' })).toThrow(/REDIRECT_ALLOWED_ORIGINS/);
  });
});
