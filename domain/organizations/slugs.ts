import type { Transaction } from 'sequelize';
import { OrganizationModel } from '../../models/organizations';
import { ValidationError } from '../shared/errors';
import { newId } from '../shared/ids';
import { randomBase62 } from '../shared/secrets';
import { toSlug } from '../shared/slug';

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 48;
/** Lowercase letters, digits and single inner hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SUFFIX_LENGTH = 5;

/** A free slug derived from the name; a short random suffix is added when it is taken or too short. */
export async function availableSlug(name: string, transaction: Transaction): Promise<string> {
  const base =
    toSlug(name)
      .slice(0, SLUG_MAX_LENGTH - SUFFIX_LENGTH - 1)
      .replace(/-+$/, '') || 'organization';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 && base.length >= SLUG_MIN_LENGTH ? base : `${base}-${randomBase62(SUFFIX_LENGTH).toLowerCase()}`;
    if (!(await OrganizationModel.findOne({ where: { slug: candidate }, attributes: ['id'], transaction }))) return candidate;
  }
  return `${base.slice(0, SLUG_MAX_LENGTH - 13)}-${newId().slice(-12)}`;
}

/** Another organization holds the slug: the contract's error table lists a non-unique slug as a 400 naming the field. */
export function slugTaken(): ValidationError {
  return ValidationError.single('slug', 'is already taken');
}
