import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { RemoteErrorFallback } from './RemoteErrorFallback.tsx';
import { RemoteLoadError } from './remote-load-error.ts';

type Props = {
  /** Names the area in the console, e.g. 'mf_feed/HomePage'. */
  name: string;
  /** Shown while the remote's code loads. */
  loading?: ReactNode;
  /** How 'Try again' refetches code that failed to load (the default reloads the page). */
  reloadPage?: () => void;
  children: ReactNode;
};

type State = { error: Error | null; attempt: number };

/**
 * Wraps every federated area: while it loads shows `loading`; if it fails to load or throws, shows a
 * fallback in its own place (header, footer and other areas keep working). 'Try again' re-mounts the
 * area after a render error, and reloads the page after a load error (the bundler will not refetch).
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[viral] ${this.props.name} failed`, error, info.componentStack);
  }

  retry = () => {
    if (this.state.error instanceof RemoteLoadError) {
      (this.props.reloadPage ?? (() => window.location.reload()))();
      return;
    }
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) return <RemoteErrorFallback onRetry={this.retry} />;
    return (
      <Suspense key={this.state.attempt} fallback={this.props.loading ?? null}>
        {this.props.children}
      </Suspense>
    );
  }
}
