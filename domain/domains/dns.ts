/** The port domain verification reads TXT records through (the integrations layer's dns/txt-lookup.ts fills it). */
export type TxtLookup = (name: string) => Promise<TxtAnswer>;

export type TxtAnswer = { kind: 'found'; values: string[] } | { kind: 'none' } | { kind: 'error'; code: string };
