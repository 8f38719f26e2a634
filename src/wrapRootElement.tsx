import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';

/** The root of every page, on the server and in the browser alike: strict mode under the error page (ErrorBoundary.tsx). */
export function wrapRootElement({ element }: { element: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>{element}</ErrorBoundary>
    </StrictMode>
  );
}
