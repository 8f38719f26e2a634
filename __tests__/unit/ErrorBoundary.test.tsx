import { render, screen, within } from '@testing-library/react';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';

function Boom({ error }: { error: unknown }): never {
  throw error;
}
/** The error page's h2 once `error` is thrown while rendering (its h1's words: spec.test.tsx). */
const shown = (error: unknown) => {
  const { container } = render(<ErrorBoundary>{error === undefined ? 'fine' : <Boom error={error} />}</ErrorBoundary>);
  return within(container).queryByRole('heading', { level: 2 });
};

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders children when nothing throws', () => {
    expect(shown(undefined)).toBeNull();
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('shows the error page with the message and the stack, or the status of a response-like object', () => {
    expect(shown(new Error('Something broke'))).toHaveTextContent('Something broke');
    expect(screen.getByText(/Error: Something broke\s+at /)).toBeInTheDocument();
    expect(shown({ status: 404, statusText: 'Not Found' })).toHaveTextContent('404 Not Found');
  });
});
