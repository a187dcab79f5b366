/**
 * A screenshot is the page at 1280 CSS pixels wide, from its top down to at most 4,000 pixels (the rest of a
 * longer page is left out), as PNG; one larger than maxBytes (a page of noise compresses badly) is not kept.
 */
export const SCREENSHOT_LIMITS = { width: 1_280, maxHeight: 4_000, maxBytes: 8 * 1024 * 1024 } as const;
