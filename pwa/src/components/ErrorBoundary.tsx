import { Component, type ReactNode } from 'react';
import { RouteError } from '../routing';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: Error | null;
}

/** Catches a page that throws while rendering and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof RouteError) return <ErrorScreen status={error.status} statusText={error.statusText} />;
    return <ErrorScreen message={error.message} />;
  }
}
