import type { ScoreComponent } from '@resumebeat/shared-session/api';
import { Box, Flex, Heading, SCORE_BAND_PALETTE, SimpleGrid, Stack, Text, scoreBand } from '@resumebeat/shared-ui';
import { ProgressBar } from '@resumebeat/shared-ui/widgets';

const share = (component: ScoreComponent) => (component.max > 0 ? (component.score / component.max) * 100 : 0);
const points = (value: number) => String(Math.round(value * 10) / 10);

function Row({ component }: { component: ScoreComponent }) {
  const palette = SCORE_BAND_PALETTE[scoreBand(share(component))];
  return (
    <Box flex="1" minW="0">
      <Flex justify="space-between" gap="3" mb="1">
        <Text fontWeight="medium" fontSize="sm">
          {component.label}
        </Text>
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {points(component.score)}/{points(component.max)}
        </Text>
      </Flex>
      <ProgressBar
        value={share(component)}
        label={`${component.label}: ${points(component.score)} of ${points(component.max)} points`}
        hideLabel
        colorPalette={palette}
      />
    </Box>
  );
}

/**
 * docs/product/README.md#what-the-product-is: what the score is made of, one line per component with its bar; a line opens on
 * what was found and how to improve it (a native disclosure: keyboard and screen readers included).
 */
export function ScoreBreakdown({ components }: { components: ScoreComponent[] }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="score-breakdown-heading" data-testid="score-breakdown">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id="score-breakdown-heading">
          Score Breakdown
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Open a line for what we found and how to improve it.
        </Text>
      </Flex>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} columnGap="6" rowGap="1" listStyleType="none" alignItems="start">
        {components.map((component) => {
          const hasDetails = component.evidence.length > 0 || component.suggestions.length > 0;
          return (
            <Box as="li" key={component.id} data-component={component.id} borderBottomWidth="1px" py="2">
              {hasDetails ? (
                <Box as="details" css={{ '&[open] > summary .rb-chevron': { transform: 'rotate(90deg)' } }}>
                  <Box
                    as="summary"
                    cursor="pointer"
                    display="flex"
                    alignItems="center"
                    gap="2"
                    listStyleType="none"
                    borderRadius="md"
                    css={{ '&::-webkit-details-marker': { display: 'none' } }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                  >
                    <Box
                      as="span"
                      className="rb-chevron"
                      aria-hidden="true"
                      color="brand.fg"
                      fontSize="xs"
                      transition="transform 0.15s"
                      width="3"
                      flexShrink={0}
                    >
                      ▶
                    </Box>
                    <Row component={component} />
                    <Box as="span" srOnly>
                      Details
                    </Box>
                  </Box>
                  <Stack gap="2" mt="2" ps="5" fontSize="sm">
                    {component.evidence.length > 0 ? (
                      <Box>
                        <Text fontWeight="semibold">What we found</Text>
                        <Box as="ul" ps="5" listStyleType="disc" color="fg.muted">
                          {component.evidence.map((line, index) => (
                            <li key={index}>{line}</li>
                          ))}
                        </Box>
                      </Box>
                    ) : null}
                    {component.suggestions.length > 0 ? (
                      <Box>
                        <Text fontWeight="semibold">How to improve</Text>
                        <Box as="ul" ps="5" listStyleType="disc">
                          {component.suggestions.map((line, index) => (
                            <li key={index}>{line}</li>
                          ))}
                        </Box>
                      </Box>
                    ) : null}
                  </Stack>
                </Box>
              ) : (
                <Flex gap="2" align="center">
                  <Box width="3" flexShrink={0} />
                  <Row component={component} />
                </Flex>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
