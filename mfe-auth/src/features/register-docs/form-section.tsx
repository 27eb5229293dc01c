import { useId, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Text } from 'shared/ui';

/** One titled part of the long onboarding form. */
export function FormSection({
  title,
  description,
  columns = 2,
  children,
}: {
  title: string;
  description?: string;
  columns?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      {description && (
        <Text color="gray.600" fontSize="sm" mt="1">
          {description}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4" mt="4" alignItems="start">
        {children}
      </SimpleGrid>
    </Box>
  );
}
