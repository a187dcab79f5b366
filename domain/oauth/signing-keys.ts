import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { OAuthSigningKeyModel } from '../../models/oauth';
import { decryptSecret, encryptSecret } from '../shared/secrets';

const KEY_SET_ID = 'signing';

export interface SigningJwk {
  kty: string;
  kid: string;
  alg: string;
  use: string;
  [member: string]: unknown;
}

/**
 * The authorization server's private signing keys: generated once (the first process to start
 * wins the insert) and stored sealed with SECRET_KEY, so every API process signs with the same keys.
 */
export async function loadSigningKeys(secretKey: string): Promise<{ keys: SigningJwk[] }> {
  await OAuthSigningKeyModel.findOrCreate({
    where: { id: KEY_SET_ID },
    defaults: { id: KEY_SET_ID, jwksSealed: encryptSecret(JSON.stringify({ keys: [newSigningKey()] }), secretKey) },
  });
  const row = await OAuthSigningKeyModel.findByPk(KEY_SET_ID, { raw: true });
  return JSON.parse(decryptSecret(row!.jwksSealed, secretKey)) as { keys: SigningJwk[] };
}

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...(privateKey.export({ format: 'jwk' }) as { kty: string }), kid: randomUUID(), alg: 'ES256', use: 'sig' };
}
