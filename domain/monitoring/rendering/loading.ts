/**
 * What a page shows while a script is still fetching its content: a loading placeholder ("Loading…",
 * "Fetching prices...", "Please wait"), a region marked `aria-busy="true"`, or an empty element named as
 * a loader (spinner, skeleton). Shared by the `auto` decision, which reads the server's HTML, and by the
 * renderer, which waits in the page until none is left. Sources of regular expressions, so that the
 * page's own script (a string) can build the same ones.
 */

/** The whole text of an element that only says the content is on its way; "Loading dock hours" is not one. */
export const LOADING_TEXT_SOURCE = String.raw`^(?:(?:loading|fetching|retrieving|updating)(?:\s+[\p{L}-]+){0,3}\s*(?:…|\.{2,3})|loading|(?:please wait|one moment(?: please)?)\b.{0,30})$`;
export const LOADING_TEXT = new RegExp(LOADING_TEXT_SOURCE, 'iu');

/** A class or id that names a loader. */
export const LOADER_NAME_SOURCE = String.raw`(?:^|[\s_-])(?:loading|loader|spinner|skeleton|shimmer)(?=$|[\s_-])`;
export const LOADER_NAME = new RegExp(LOADER_NAME_SOURCE, 'i');
