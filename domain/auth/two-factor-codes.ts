import { randomInt } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { generateSecret, generateURI, verify } from 'otplib';
import { RecoveryCodeModel, UserModel } from '../../models/identity';
import { newId } from '../shared/ids';
import { hashToken } from '../shared/secrets';

const ISSUER = 'Vigil';
const TOTP_CODE = /^\d{6}$/;
/** One 30-second step either side absorbs clock drift between the server and the authenticator app. */
const DRIFT_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i), so codes survive being copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

export function isTotpCode(code: string): boolean {
  return TOTP_CODE.test(code);
}

/**
 * Accepts a TOTP code at most once: its time step must be later than the last accepted one, and
 * recording that step is a conditional update, so two concurrent requests cannot both spend it.
 */
export async function spendTotpCode(user: { id: string; totpLastTimeStep: number | null }, secret: string, code: string): Promise<boolean> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(user.totpLastTimeStep === null ? {} : { afterTimeStep: user.totpLastTimeStep }),
  });
  // verify() is typed for HOTP as well; only a TOTP result carries the time step.
  if (!result.valid || !('timeStep' in result)) return false;
  const [updated] = await UserModel.update(
    { totpLastTimeStep: result.timeStep },
    { where: { id: user.id, [Op.or]: [{ totpLastTimeStep: null }, { totpLastTimeStep: { [Op.lt]: result.timeStep } }] } },
  );
  return updated === 1;
}

/** Replaces the user's recovery codes; the plain codes are returned once and only their hashes kept. */
export async function replaceRecoveryCodes(userId: string, transaction: Transaction): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deleteRecoveryCodes(userId, transaction);
  await RecoveryCodeModel.bulkCreate(
    codes.map((code) => ({ id: newId(), userId, codeHash: hashRecoveryCode(code) })),
    { transaction },
  );
  return codes;
}

export async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const [updated] = await RecoveryCodeModel.update(
    { usedAt: new Date() },
    { where: { userId, codeHash: hashRecoveryCode(code), usedAt: null } },
  );
  return updated === 1;
}

export async function deleteRecoveryCodes(userId: string, transaction: Transaction): Promise<void> {
  await RecoveryCodeModel.destroy({ where: { userId }, transaction });
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and the dash do not matter when a code is typed back. */
function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
