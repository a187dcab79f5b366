import { addsRequirement } from '../../domain/policies/enforcement';

const policy = (authRequired: 'any' | 'mfa' | 'sso', mfaEnforced = false) => ({ authRequired, mfaEnforcedAt: mfaEnforced ? new Date() : null });

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
