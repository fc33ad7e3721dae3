import type { ScoreComponent } from '@resumebeat/shared-session/api';
import { Box, Flex, Heading, SCORE_BAND_PALETTE, Stack, Text, scoreBand } from '@resumebeat/shared-ui';
import { ProgressBar } from '@resumebeat/shared-ui/widgets';

const share = (component: ScoreComponent) => (component.max > 0 ? (component.score / component.max) * 100 : 0);
const points = (value: number) => String(Math.round(value * 10) / 10);

/** Beyond SPEC.md: what the score is made of, one bar per component, with its evidence and suggestions. */
export function ScoreBreakdown({ components }: { components: ScoreComponent[] }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="score-breakdown-heading" data-testid="score-breakdown">
      <Heading as="h3" size="md" id="score-breakdown-heading">Score Breakdown</Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {components.map((component) => {
          const palette = SCORE_BAND_PALETTE[scoreBand(share(component))];
          const hasDetails = component.evidence.length > 0 || component.suggestions.length > 0;
          return (
            <Box as="li" key={component.id} borderWidth="1px" borderRadius="lg" p="3" data-component={component.id}>
              <Flex justify="space-between" gap="3" mb="1.5">
                <Text fontWeight="medium">{component.label}</Text>
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
              {hasDetails ? (
                <Box as="details" mt="2" fontSize="sm">
                  <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium" width="fit-content">
                    Details
                  </Box>
                  <Stack gap="2" mt="2">
                    {component.evidence.length > 0 ? (
                      <Box>
                        <Text fontWeight="semibold">What we found</Text>
                        <Box as="ul" ps="5" listStyleType="disc" color="fg.muted">
                          {component.evidence.map((line, index) => <li key={index}>{line}</li>)}
                        </Box>
                      </Box>
                    ) : null}
                    {component.suggestions.length > 0 ? (
                      <Box>
                        <Text fontWeight="semibold">How to improve</Text>
                        <Box as="ul" ps="5" listStyleType="disc">
                          {component.suggestions.map((line, index) => <li key={index}>{line}</li>)}
                        </Box>
                      </Box>
                    ) : null}
                  </Stack>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
