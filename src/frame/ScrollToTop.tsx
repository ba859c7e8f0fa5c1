import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on every route change (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
