import { Button, SimpleGrid, Stack, Text } from '@resumebeat/shared-ui';

export type SocialProvider = 'google' | 'github' | 'linkedin';

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

export interface SocialButtonsProps {
  /** Which providers the server has configured (from GET /api/config). */
  enabled: Record<SocialProvider, boolean>;
  /** The server has not said yet which providers it has: all wait, none is said to be missing. */
  checking?: boolean;
  onSelect: (provider: SocialProvider) => void;
}

/**
 * Google, GitHub and LinkedIn buttons. A provider the server has not configured is shown disabled,
 * with a tooltip (title) and a visible note saying so, rather than starting a redirect that
 * cannot work. Until the server says, the buttons wait (disabled) without the note, which would
 * otherwise flash on a server that has them.
 */
export function SocialButtons({ enabled, checking = false, onSelect }: SocialButtonsProps) {
  const providers = Object.keys(PROVIDER_LABELS) as SocialProvider[];
  const missing = checking ? [] : providers.filter((provider) => !enabled[provider]);
  return (
    <Stack gap="2" maxW="400px" mx="auto" width="100%">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            width="100%"
            disabled={!enabled[provider]}
            title={
              enabled[provider] || checking
                ? `Sign in with ${PROVIDER_LABELS[provider]}`
                : `${PROVIDER_LABELS[provider]} sign-in is not set up on this server`
            }
            onClick={() => onSelect(provider)}
          >
            {PROVIDER_LABELS[provider]}
          </Button>
        ))}
      </SimpleGrid>
      {/* Its line is kept while the server has not answered (and stays empty when every provider
          is there), so the note arriving moves nothing below it. */}
      <Text
        fontSize="xs"
        color="fg.muted"
        textAlign="center"
        minH="4"
        data-testid={missing.length > 0 ? 'providers-unavailable' : undefined}
      >
        {missing.length > 0
          ? `Not set up on this server: ${missing.map((provider) => PROVIDER_LABELS[provider]).join(', ')}.`
          : null}
      </Text>
    </Stack>
  );
}
