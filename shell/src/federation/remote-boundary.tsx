import { Component, type ReactNode } from 'react';

interface Props {
  remoteName: string;
  onRetry: () => void;
  /** What shows instead of the page: the full start's panel (remote-page.tsx) or the light start's (light-shell.tsx). */
  unavailable: (remoteName: string, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** What the panel says, in either start. */
export const unavailableText = (remoteName: string) =>
  `This part of the back office (${remoteName}) could not be loaded. The rest keeps working; try again in a moment.`;

/** Contains a remote that cannot load or throws while rendering; the rest of the suite goes on. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[${this.props.remoteName}]`, error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return this.props.unavailable(this.props.remoteName, this.retry);
  }
}
