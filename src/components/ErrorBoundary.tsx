import { Component, type ErrorInfo, type ReactNode } from 'react';
import { colors } from '../styles/theme';

type Props = { children: ReactNode };
type State = { error: unknown };

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return error;
  if (!(error && typeof error === 'object' && 'status' in error)) return { message: String(error) };
  const { status, statusText } = error as { status: unknown; statusText?: unknown };
  return { message: [status, statusText].filter(Boolean).join(' ') };
}

/** The error page. React shows it only in the browser (boundaries do not run in server rendering) and sets its inline
 * styles through the CSSOM, which the strict CSP allows. It skips emotion so it relies on as little as possible. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    const { message, stack } = describe(this.state.error);
    return (
      <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>Unexpected Application Error!</h1>
        <h2 style={{ fontStyle: 'italic' }}>{message}</h2>
        {stack ? (
          <pre style={{ padding: '0.5rem', background: colors.paperShaded, whiteSpace: 'pre-wrap' }}>{stack}</pre>
        ) : null}
      </main>
    );
  }
}
