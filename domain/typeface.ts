/**
 * The town's typeface as the page names it: the build writes its @font-face rules (scripts/fonts.ts), and
 * the app adds the same face again when the first one came too late to be used (web/src/lib/late-face.ts).
 */
export const FONT_FAMILY = 'Sapphire Nunito';

/** Local Arial-metric sans over Nunito's line metrics (scripts/fonts.ts): what the text shows until the face is in. */
export const FALLBACK_FAMILY = 'Sapphire Nunito Fallback';

/** One variable file for every weight the pages use. */
export const FONT_WEIGHTS = '200 1000';

/** The Latin range of the fontsource subset (its wght.css), so other scripts fall through to the stack. */
export const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
