import { Link as RouterLink } from '@resumebeat/shared-router';
import {
  BRAND_GRADIENT,
  Box,
  Button,
  ChartIcon,
  Circle,
  Container,
  FileTextIcon,
  Flex,
  Heading,
  HStack,
  ShieldIcon,
  SimpleGrid,
  SparklesIcon,
  Stack,
  TargetIcon,
  Text,
  ZapIcon,
} from '@resumebeat/shared-ui';
import { createGuestSession } from '@resumebeat/shared-session';
import { paths } from '../../routes/paths';
import { FEATURES, HEADLINE, STATS, STEPS } from './landing-content';
import { START_AS_GUEST_ATTRIBUTE } from '../../landing/landing-contract';

const FEATURE_ICONS = {
  sparkles: SparklesIcon,
  zap: ZapIcon,
  file: FileTextIcon,
  target: TargetIcon,
  chart: ChartIcon,
  shield: ShieldIcon,
} as const;

/**
 * Both CTAs start a guest session and then do a full navigation (not a client-side one), as
 * docs/product/screens.md#landing-page: the dashboard then boots with the guest already stored. On a first visit the page
 * is the prerendered HTML and src/landing/landing-entry.ts does the same for the marked buttons.
 */
function startAsGuest() {
  createGuestSession();
  window.location.assign(paths.dashboard);
}
const startAsGuestButton = { onClick: startAsGuest, [START_AS_GUEST_ATTRIBUTE]: '' };

export function LandingPage() {
  return (
    <Box>
      <Box as="section" aria-labelledby="hero-heading" color="white" style={{ background: BRAND_GRADIENT }}>
        <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }}>
          <Stack gap="6" maxW="3xl">
            <Text fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" color="brand.100">
              ATS resume scanner and optimizer
            </Text>
            <Heading
              id="hero-heading"
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              {HEADLINE}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50" maxW="2xl">
              Most resumes are rejected by software before a person reads them. ResumeBeat scores yours the way
              applicant-tracking systems read it, tells you what to fix, and optimizes it toward a 90%+ ATS score.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button size="xl" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} {...startAsGuestButton}>
                Get Started for Free
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={paths.login}>Sign in</RouterLink>
              </Button>
            </Stack>
            <Text fontSize="sm" color="brand.100">
              No credit card required • Free forever plan • 3 free scans
            </Text>
          </Stack>
        </Container>
      </Box>

      <Box as="section" aria-label="ResumeBeat in numbers" bg="bg.panel" borderBottomWidth="1px">
        <SimpleGrid columns={{ base: 2, md: 4 }} maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="8" gap="6">
          {STATS.map((stat) => (
            <Stack key={stat.label} gap="0" textAlign="center">
              <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="extrabold" color="brand.solid">
                {stat.value}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {stat.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="features-heading">
        <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }}>
          <Heading
            id="features-heading"
            as="h2"
            fontSize={{ base: '2xl', md: '4xl' }}
            textAlign="center"
            letterSpacing="tight"
          >
            Everything you need to get past the bots
          </Heading>
          <Text textAlign="center" color="fg.muted" mt="3" mb="10" maxW="2xl" mx="auto">
            Instant analysis with actionable feedback, smart formatting checks and AI-powered optimization.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {FEATURES.map((feature) => {
              const FeatureIcon = FEATURE_ICONS[feature.icon];
              return (
                <Stack key={feature.title} bg="bg.panel" borderWidth="1px" borderRadius="2xl" p="6" gap="3" shadow="xs">
                  <Circle size="11" bg="brand.subtle" color="brand.solid">
                    <FeatureIcon boxSize="5" />
                  </Circle>
                  <Heading as="h3" size="md">
                    {feature.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {feature.text}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="how-heading" bg="bg.panel" borderTopWidth="1px" borderBottomWidth="1px">
        <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }}>
          <Heading
            id="how-heading"
            as="h2"
            fontSize={{ base: '2xl', md: '4xl' }}
            textAlign="center"
            letterSpacing="tight"
            mb="10"
          >
            How It Works
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {STEPS.map((step, index) => (
              <Stack
                as="li"
                key={step.title}
                listStyleType="none"
                gap="3"
                align={{ base: 'flex-start', lg: 'center' }}
                textAlign={{ base: 'start', lg: 'center' }}
              >
                <Circle
                  size="12"
                  color="white"
                  fontWeight="bold"
                  fontSize="lg"
                  style={{ background: BRAND_GRADIENT }}
                  aria-hidden="true"
                >
                  {index + 1}
                </Circle>
                <Heading as="h3" size="md">
                  {step.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {step.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="cta-heading">
        <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '20' }}>
          <Flex
            direction="column"
            align="center"
            textAlign="center"
            gap="5"
            borderRadius="3xl"
            p={{ base: '8', md: '12' }}
            color="white"
            style={{ background: BRAND_GRADIENT }}
          >
            <Heading id="cta-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
              Find out what the bots think of your resume
            </Heading>
            <Text color="brand.50">Your first three scans are free. No account, no credit card.</Text>
            <HStack>
              <Button size="xl" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} {...startAsGuestButton}>
                Start Free Analysis
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
