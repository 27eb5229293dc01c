import { Flex, HStack, Link, Text } from 'shared/ui';

export function Footer() {
  return (
    <Flex as="footer" justify="space-between" wrap="wrap" gap="2" px="6" py="3" borderTopWidth="1px" bg="white" fontSize="sm">
      <Text color="gray.600">© {new Date().getFullYear()} Valuation Back Office. All rights reserved.</Text>
      <HStack gap="4">
        <Link href="#about-us" color="blue.600">
          About Us
        </Link>
        <Link href="#blog" color="blue.600">
          Blog
        </Link>
      </HStack>
    </Flex>
  );
}
