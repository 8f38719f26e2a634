import { useEffect, useState } from 'react';

/** The year: the build's in the HTML, then the visitor's clock after hydration (no mismatch). */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="footer-year">{year}</span>;
}
