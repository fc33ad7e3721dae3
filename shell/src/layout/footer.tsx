import { Link as RouterLink } from '@resumebeat/shared-router';
import { Box, Flex, Link, Stack, Text } from '@resumebeat/shared-ui';
import { paths } from '../routes/paths';

export const CONTACT = {
  email: 'support@resumebeat.app',
  phone: '+1 (204) 555-0142',
  address: 'Winnipeg, Manitoba, Canada',
} as const;

/** Footer on every page: tagline, legal links, contact details. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="10"
        gap="8"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Stack gap="2" maxW="sm">
          <Text fontWeight="extrabold" fontSize="lg" color="white">
            ResumeBeat
          </Text>
          <Text fontSize="sm">
            Resumes that beat the bots. Scored, explained and optimized for applicant-tracking systems.
          </Text>
        </Stack>
        <Stack gap="2" as="nav" aria-label="Legal">
          <Text fontWeight="semibold" color="white" fontSize="sm">
            Legal
          </Text>
          <Link asChild color="gray.300" fontSize="sm">
            <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
          </Link>
          <Link asChild color="gray.300" fontSize="sm">
            <RouterLink to={paths.terms}>Terms of Service</RouterLink>
          </Link>
        </Stack>
        <Stack gap="2" as="address" fontStyle="normal">
          <Text fontWeight="semibold" color="white" fontSize="sm">
            Contact
          </Text>
          <Link href={`mailto:${CONTACT.email}`} color="gray.300" fontSize="sm">
            {CONTACT.email}
          </Link>
          <Link href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`} color="gray.300" fontSize="sm">
            {CONTACT.phone}
          </Link>
          <Text fontSize="sm">{CONTACT.address}</Text>
        </Stack>
      </Flex>
      <Text textAlign="center" fontSize="xs" color="gray.400" pb="6" px="4">
        © {new Date().getFullYear()} ResumeBeat. All rights reserved.
      </Text>
    </Box>
  );
}
