/** A selection that cannot be read on this page: the check fails with this message (the source's `lastError`). */
export class SelectionError extends Error {}
