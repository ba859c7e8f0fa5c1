import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on every route change (spec section 2), but not when
 * the first page hydrates: a visitor may have scrolled it already.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
