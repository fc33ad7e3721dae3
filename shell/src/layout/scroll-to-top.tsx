import { useEffect } from 'react';
import { useLocation } from '@resumebeat/shared-router';

/** A new route starts at the top of the page, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
