import { useNavigate } from 'react-router-dom';
import { formatDateTime, removeLogin, useAppDispatch, useMySessionsQuery, useSignOutEverywhereMutation, type ApiError } from 'shared/core';
import { Badge, Box, Button, Card, Heading, Spinner, Text, confirm, notify } from 'shared/ui';

/** My sessions: when each open session of the account began and was last used, this one marked. */
function OpenSessions() {
  const { data, error, isLoading, refetch } = useMySessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner size="sm" aria-label="Loading sessions" />;
  if (error)
    return (
      <Text color="fg.error" role="alert" mb="3">
        {(error as ApiError).display}{' '}
        <Button size="2xs" variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </Text>
    );
  const list = data?.data ?? [];
  return (
    <Box as="ol" aria-label="Open sessions" mb="3" listStyle="none">
      {list.map((s) => (
        <Box as="li" key={`${s.started_at}-${s.current}`} fontSize="sm" py="0.5">
          Signed in {formatDateTime(s.started_at)}, last used {formatDateTime(s.last_seen_at)}
          {s.mfa && ' (with the second factor)'}
          {s.current && (
            <Badge ml="2" colorPalette="green">
              This session
            </Badge>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** "Sign out everywhere": ends every session of the account (other browsers and devices too), then this one. */
export function SessionsCard() {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = async () => {
    const ok = await confirm({
      title: 'Sign out everywhere',
      text: 'Every session of your account ends, on this device and on every other. Continue?',
      confirmLabel: 'Sign out everywhere',
      destructive: true,
    });
    if (!ok) return;
    try {
      const { data } = await signOutEverywhere().unwrap();
      notify.success(data);
      dispatch(removeLogin());
      navigate('/auth/login');
    } catch (e) {
      notify.error((e as ApiError).message);
    }
  };
  return (
    <Card.Root maxW="4xl" mt="4">
      <Card.Header>
        <Heading size="md">Sessions</Heading>
      </Card.Header>
      <Card.Body>
        <Text mb="2">Open sessions of your account, one per browser or device signed in:</Text>
        <OpenSessions />
        <Text mb="3">A session ends after a time without use (30 minutes unless set otherwise) and 12 hours after signing in.</Text>
        <Button colorPalette="red" variant="outline" loading={isLoading} onClick={() => void run()}>
          Sign out everywhere
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
