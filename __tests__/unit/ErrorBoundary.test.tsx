import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders children when nothing throws', () => {
    render(<ErrorBoundary>fine</ErrorBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('shows the error page with the message and the stack', () => {
    render(
      <ErrorBoundary>
        <Boom error={new Error('Something broke')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(); // its words: spec.test.tsx
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Something broke');
    expect(screen.getByText(/Error: Something broke\s+at /)).toBeInTheDocument();
  });

  it('shows the status when a response-like object is thrown', () => {
    render(
      <ErrorBoundary>
        <Boom error={{ status: 404, statusText: 'Not Found' }} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('404 Not Found');
  });
});
