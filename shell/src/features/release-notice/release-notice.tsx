import { useState } from 'react';
import { Box, Button, HStack, Text } from 'shared/ui';
import { useRegistry } from '../../federation/registry-context';
import { trackLoadedRemotes } from './loaded-remotes';
import { useNewVersions } from './use-new-versions';

trackLoadedRemotes();

/** A non-blocking notice that a module on this page has a new version, with a Reload button. */
export function ReleaseNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const changes = useNewVersions(useRegistry());
  const [dismissed, setDismissed] = useState('');
  const key = changes.map((c) => `${c.name}@${c.to}`).join(',');
  if (!changes.length || dismissed === key) return null;
  const what = changes.map((c) => `${c.package} ${c.to}`).join(', ');
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="release-notice"
      position="fixed"
      bottom="4"
      right="4"
      zIndex="toast"
      maxW="sm"
      bg="white"
      borderWidth="1px"
      borderColor="blue.300"
      borderRadius="md"
      boxShadow="lg"
      p="4"
    >
      <Text fontWeight="semibold">A new version is available</Text>
      <Text fontSize="sm" mt="1">
        {what} {changes.length > 1 ? 'were' : 'was'} released. Reload to use {changes.length > 1 ? 'them' : 'it'}; unsaved input on this
        page would be lost.
      </Text>
      <HStack mt="3" gap="2">
        <Button size="sm" colorPalette="blue" onClick={reload}>
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(key)}>
          Later
        </Button>
      </HStack>
    </Box>
  );
}
