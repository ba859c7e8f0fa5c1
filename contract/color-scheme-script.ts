/**
 * The colour scheme before the first paint. The pre-renderer puts this
 * script inline at the top of every page's head, and api/security.ts allows
 * it in the Content-Security-Policy by its hash: keep it a plain string with
 * no imports, read by both.
 *
 * It does what MUI's InitColorSchemeScript does with the theme's settings
 * (src/theme.ts): the mode the visitor chose (MUI's `mui-mode` in
 * localStorage, else "system"), the system's preference for "system", and
 * the scheme remembered for that mode (`mui-color-scheme-light`/`-dark`),
 * set as `data-mui-color-scheme` on `<html>`. MUI's runtime then reads the
 * same keys and agrees. The theme's stylesheet sets `color-scheme` for each
 * value, so form controls and scrollbars follow. Unlike MUI's, a storage the
 * browser refuses (privacy settings) still leaves the system's preference,
 * and a page prints in the light scheme whatever the screen shows.
 */
/** MUI's localStorage key of the visitor's chosen mode ("light", "dark" or "system"). */
export const MODE_STORAGE_KEY = 'mui-mode';

/** The script, as it appears inline in every page's head. */
export const colorSchemeScript =
  `(function(){try{var g=function(k){try{return localStorage.getItem(k)}catch(e){return null}};var m=g('${MODE_STORAGE_KEY}')||'system';` +
  "if(m==='system')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "if(m==='light'||m==='dark')document.documentElement.setAttribute('data-mui-color-scheme',g('mui-color-scheme-'+m)||m);" +
  // Paper is white: a page printed in the dark scheme would print light text on it. Light while printing, then back.
  "var d=document.documentElement,a='data-mui-color-scheme';window.addEventListener('beforeprint',function(){var s=d.getAttribute(a);" +
  "if(s&&s!=='light'){d.setAttribute(a,'light');window.addEventListener('afterprint',function(){d.setAttribute(a,s)},{once:true})}})" +
  '}catch(e){}})()';
