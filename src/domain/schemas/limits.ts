/** SPEC §9: meta description limit. */
export const META_DESCRIPTION_MAX = 160;

/** SPEC §9: site title limit. */
export const SITE_TITLE_MAX = 60;

/** SPEC §9: upload limit for the logo and gallery (5MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** No stored or imported list is read past this many entries, so a giant array cannot hang a page. */
export const MAX_LIST_ENTRIES = 20000;
