import { useEffect, useState } from 'react';
import { useSiteData } from '../hooks/useSiteData';

/** The year: the build's in the HTML and while hydrating (no mismatch), then the visitor's clock. */
export function CurrentYear() {
  const { buildYear } = useSiteData();
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(String(new Date().getFullYear())), []);
  return <span data-testid="footer-year">{year}</span>;
}
