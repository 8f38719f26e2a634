import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';

/** The root of every page, on the server and in the browser alike: strict mode (spec §9) under the error page (§8). */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>{element}</ErrorBoundary>
    </StrictMode>
  );
}
