import { useNavigate } from 'react-router-dom';
import { removeLogin, useAppDispatch, useSignOutEverywhereMutation, type ApiError } from 'shared/core';
import { Button, Card, Heading, Text, confirm, notify } from 'shared/ui';

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
        <Text mb="3">A session ends after a time without use (30 minutes unless set otherwise) and 12 hours after signing in.</Text>
        <Button colorPalette="red" variant="outline" loading={isLoading} onClick={() => void run()}>
          Sign out everywhere
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
