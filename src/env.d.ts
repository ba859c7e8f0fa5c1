/** Site origin for canonical links, set at build time from SITE_ORIGIN. */
declare const __SITE_ORIGIN__: string;
