import { useEffect, useState } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { loadPasswordCheck, passwordShapeProblem, type PasswordCheck, type PasswordOwner } from '../resources/password-policy';

const WORDS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = ['red.600', 'orange.600', 'yellow.600', 'green.600', 'green.700'] as const;

/**
 * The strength meter under a new password: the estimator's score (0-4, zxcvbn-ts, loaded as its
 * own chunk on first use) and the first rule the password breaks, in the API's words.
 */
export function PasswordMeter({ password, owner }: { password: string; owner: PasswordOwner }) {
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  useEffect(() => {
    let live = true;
    void loadPasswordCheck().then((c) => live && setCheck(c));
    return () => {
      live = false;
    };
  }, []);
  if (!password) return null;
  const score = check ? check.score(password, owner) : 0;
  const problem = check ? check.problem(password, owner) : passwordShapeProblem(password, owner);
  const shown = problem ? Math.min(score, 1) : score;
  return (
    <Box mt="1" data-testid="password-meter">
      <HStack gap="1" aria-hidden>
        {WORDS.map((w, i) => (
          <Box key={w} h="1" flex="1" borderRadius="sm" bg={i <= shown ? COLOURS[shown] : 'gray.200'} />
        ))}
      </HStack>
      <Text fontSize="xs" color={problem ? 'red.700' : 'green.800'} role="status" aria-live="polite">
        Strength: {WORDS[shown]}
        {problem ? ` — ${problem}` : ''}
      </Text>
    </Box>
  );
}
