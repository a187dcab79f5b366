import { alertUnsubscribe, unsubscribeToken } from '../../domain/alerts/unsubscribe';

const claim = { projectId: '01a20000-0000-7000-8000-000000000001', membershipId: '01a20000-0000-7000-8000-000000000002' };
const secretKey = 'a-secret-key-of-at-least-thirty-two-characters';

describe('an alert mail’s List-Unsubscribe', () => {
  it('names the unsubscribe page with the recipient’s token, and offers one-click where Vigil serves that page', () => {
    const own = alertUnsubscribe(claim, { appUrl: 'https://vigil.example', baseUrl: 'https://vigil.example', secretKey });
    expect(own.listUnsubscribe).toEqual({
      url: `https://vigil.example/unsubscribe?token=${encodeURIComponent(unsubscribeToken(claim, secretKey))}`,
      oneClick: true,
    });
  });

  it('offers no one-click POST to a separate web application, which may not take it', () => {
    const separate = alertUnsubscribe(claim, { appUrl: 'https://app.example.com', baseUrl: 'https://api.example.com', secretKey });
    expect(separate.listUnsubscribe).toMatchObject({
      url: expect.stringMatching(/^https:\/\/app\.example\.com\/unsubscribe\?token=/),
      oneClick: false,
    });
  });
});
