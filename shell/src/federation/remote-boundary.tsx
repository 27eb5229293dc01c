import { Component, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from 'shared/ui';

interface Props {
  remoteName: string;
  onRetry: () => void;
  children: ReactNode;
}

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
    return <ModuleUnavailable remoteName={this.props.remoteName} onRetry={this.retry} />;
  }
}

export function ModuleUnavailable({ remoteName, onRetry }: { remoteName: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" data-testid="module-unavailable" maxW="2xl" m="6">
      <Alert.Indicator />
      <Stack gap="3">
        <Alert.Title>Module unavailable</Alert.Title>
        <Alert.Description>
          <Text>This part of the back office ({remoteName}) could not be loaded. The rest keeps working; try again in a moment.</Text>
        </Alert.Description>
        <Button size="sm" alignSelf="start" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert.Root>
  );
}
