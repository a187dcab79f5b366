import { v7 as uuidv7 } from 'uuid';

/** Time-sortable identifiers (UUID v7) for every stored record. */
export function newId(): string {
  return uuidv7();
}
