/** Site origin for canonical links, set at build time from SITE_ORIGIN. */
declare const __SITE_ORIGIN__: string;
/** The footer's external professional-profile link, set at build time from SITE_PROFILE_URL. */
declare const __SITE_PROFILE_URL__: string;
