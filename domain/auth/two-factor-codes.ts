import { randomInt } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { generateSecret, generateURI, verify } from 'otplib';
import { RecoveryCodeModel } from '../../models/auth';
import { UserModel } from '../../models/users';
import { newId } from '../shared/ids';
import { hashToken, keyedHash } from '../shared/secrets';
import { db } from '../../models/db';

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

/** Replaces the user's recovery codes; the plain codes are returned once and only their keyed hashes kept. */
export async function replaceRecoveryCodes(userId: string, secretKey: string, transaction: Transaction): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deleteRecoveryCodes(userId, transaction);
  await RecoveryCodeModel.bulkCreate(
    codes.map((code) => ({ id: newId(), userId, codeHash: keyedRecoveryCodeHash(code, secretKey) })),
    { transaction },
  );
  return codes;
}

/** A code stored before keying (not yet re-keyed by rekeyLegacyRecoveryCodes) is still accepted in its old form. */
export async function spendRecoveryCode(userId: string, code: string, secretKey: string): Promise<boolean> {
  const [updated] = await RecoveryCodeModel.update(
    { usedAt: new Date() },
    { where: { userId, codeHash: [keyedRecoveryCodeHash(code, secretKey), legacyRecoveryCodeHash(code)], usedAt: null } },
  );
  return updated === 1;
}

export async function deleteRecoveryCodes(userId: string, transaction: Transaction): Promise<void> {
  await RecoveryCodeModel.destroy({ where: { userId }, transaction });
}

const REKEY_BATCH_SIZE = 500;

/**
 * Recovery codes were once stored as a bare SHA-256, which anyone holding the table can test ~50-bit
 * guesses against. The keyed form is an HMAC of that same digest, so every stored code is converted in
 * place, with no plain code needed and none invalidated. Run at API start; answers how many it converted.
 */
export async function rekeyLegacyRecoveryCodes(secretKey: string): Promise<number> {
  let converted = 0;
  for (;;) {
    const batch = await db.transaction(async (transaction) => {
      const rows = await RecoveryCodeModel.findAll({
        where: { codeHash: { [Op.notLike]: `${KEYED_PREFIX}%` } },
        attributes: ['id', 'codeHash'],
        limit: REKEY_BATCH_SIZE,
        raw: true,
        transaction,
        lock: transaction.LOCK.UPDATE,
        skipLocked: true,
      });
      for (const row of rows)
        await RecoveryCodeModel.update({ codeHash: keyed(row.codeHash, secretKey) }, { where: { id: row.id }, transaction });
      return rows.length;
    });
    converted += batch;
    if (batch < REKEY_BATCH_SIZE) return converted;
  }
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Marks the keyed form, so a stored hash says which form it is. */
const KEYED_PREFIX = 'hmac:';

function keyedRecoveryCodeHash(code: string, secretKey: string): string {
  return keyed(legacyRecoveryCodeHash(code), secretKey);
}

function keyed(legacyHash: string, secretKey: string): string {
  return `${KEYED_PREFIX}${keyedHash(legacyHash, secretKey, 'recovery-codes')}`;
}

/** Case, spaces and the dash do not matter when a code is typed back. */
function legacyRecoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
