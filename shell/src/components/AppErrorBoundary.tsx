import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from './ErrorView.tsx';

type Props = { children: ReactNode /** A change (the location) clears the error. */; resetKey: string };
type State = { error: unknown; hasError: boolean };

/** Catches what no RemoteBoundary does (the shell's own routing and layout) and shows the error view. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[viral] unexpected application error', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, hasError: false });
  }

  override render() {
    return this.state.hasError ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
