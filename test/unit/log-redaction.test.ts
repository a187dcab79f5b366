import { redactUrl } from '../../api/http/log-redaction';

describe('URLs in request logs', () => {
  it('hide the token of a magic link and keep the rest of the query', () => {
    expect(redactUrl('/api/auth/magic-link/verify?token=abc123&next=%2Fhome')).toBe(
      '/api/auth/magic-link/verify?token=%5Bredacted%5D&next=%2Fhome',
    );
  });

  it('hide the invitation token in the accept path', () => {
    expect(redactUrl('/api/user/invites/s3cr3t-token/accept')).toBe('/api/user/invites/[redacted]/accept');
  });

  it('leave URLs without secrets alone', () => {
    expect(redactUrl('/api/user/organizations/01a2/invites/01b3/resend')).toBe('/api/user/organizations/01a2/invites/01b3/resend');
    expect(redactUrl('/api/user/data/countries')).toBe('/api/user/data/countries');
  });
});
