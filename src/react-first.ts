/**
 * React's own file, run by the entry (src/boot.ts) a task before the rest of
 * the app. A module of ours in between keeps the entry free of static
 * imports: importing react-dom directly made the entry import the bundler's
 * CommonJS helper first, and an entry that waits for another file is not
 * there yet to keep a visitor's first press. The export is what puts
 * react-dom in this file; the app imports react-dom itself.
 */
export { hydrateRoot } from 'react-dom/client';
