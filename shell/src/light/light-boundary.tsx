import { Component, type ReactNode } from 'react';

interface Props {
  remoteName: string;
  onRetry: () => void;
  children: ReactNode;
}

/** RemoteBoundary's contract without the kit: a page that cannot load or throws shows why, with Retry. */
export class LightBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[${this.props.remoteName}]`, error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="lt-alert lt-stack" role="alert" data-testid="module-unavailable">
        <p className="lt-strong">Module unavailable</p>
        <p className="lt-sm">
          This part of the back office ({this.props.remoteName}) could not be loaded. The rest keeps working; try again in a moment.
        </p>
        <button type="button" className="lt-btn" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}
