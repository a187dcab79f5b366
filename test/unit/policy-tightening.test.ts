import { addsRequirement, policyDatesAfterChange } from '../../domain/policies/enforcement';

const policy = (authRequired: 'any' | 'mfa' | 'sso', mfaEnforced = false) => ({
  authRequired,
  mfaEnforcedAt: mfaEnforced ? new Date() : null,
});

describe('a policy change adds a requirement (and dates the policy) when', () => {
  it.each([
    ['any → mfa', policy('any'), policy('mfa'), true],
    ['any → sso', policy('any'), policy('sso'), true],
    ['mfa → sso (SSO is new)', policy('mfa'), policy('sso'), true],
    ['sso → mfa (MFA is new)', policy('sso'), policy('mfa'), true],
    ['MFA enforcement begins', policy('any'), policy('any', true), true],
    ['MFA enforcement begins under authRequired mfa (nothing new)', policy('mfa'), policy('mfa', true), false],
    ['mfa → any', policy('mfa'), policy('any'), false],
    ['sso → any', policy('sso'), policy('any'), false],
    ['sso + enforced MFA → mfa (nothing new)', policy('sso', true), policy('mfa'), false],
    ['no change', policy('sso'), policy('sso'), false],
  ])('%s', (_label, before, after, expected) => {
    expect(addsRequirement(before, after)).toBe(expected);
  });
});

describe('the dates a policy change writes', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const earlier = new Date('2026-11-01T00:00:00.000Z');
  const dated = (authRequired: 'any' | 'mfa' | 'sso', strictSince: Date | null) => ({
    ...policy(authRequired),
    policyTightenedAt: strictSince,
    policyStrictSince: strictSince,
  });

  it('starts the strict period and dates the tightening when the first requirement arrives', () => {
    expect(policyDatesAfterChange(dated('any', null), policy('mfa'), now)).toEqual({ policyTightenedAt: now, policyStrictSince: now });
  });

  it('keeps the strict period when one requirement replaces another', () => {
    expect(policyDatesAfterChange(dated('mfa', earlier), policy('sso'), now)).toEqual({ policyTightenedAt: now });
  });

  it('ends the strict period when nothing is required any more, and writes nothing when nothing changes', () => {
    expect(policyDatesAfterChange(dated('sso', earlier), policy('any'), now)).toEqual({ policyStrictSince: null });
    expect(policyDatesAfterChange(dated('any', null), policy('any'), now)).toEqual({});
  });
});
