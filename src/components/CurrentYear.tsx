import { useEffect, useState } from 'react';

/**
 * The current year (spec §2 footer). The HTML carries the build's year; after
 * hydration the visitor's clock takes over, so a page built in December still
 * shows the right year in January without a hydration mismatch.
 */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="footer-year">{year}</span>;
}
