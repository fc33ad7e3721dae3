import { PASSWORD_CHECKS } from '@resumebeat/shared-session/api';
import { Box, CheckIcon, HStack, Stack, Text, VisuallyHidden } from '@resumebeat/shared-ui';

/**
 * The password rules under the register form's password field: listed before anything is typed,
 * each ticked as the password meets it (decision 036). The same rules the server enforces
 * (shared-contract PASSWORD_CHECKS).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <Stack as="ul" id={id} gap="1" listStyleType="none" aria-label="Password rules" data-testid="password-rules">
      {PASSWORD_CHECKS.map((rule) => {
        const met = rule.met(password);
        return (
          <HStack
            as="li"
            key={rule.id}
            gap="2"
            fontSize="sm"
            color={met ? 'green.700' : 'fg.muted'}
            data-rule={rule.id}
            data-met={met}
          >
            {met ? (
              <CheckIcon boxSize="4" aria-hidden />
            ) : (
              <Box
                as="span"
                aria-hidden
                display="inline-block"
                boxSize="3"
                mx="0.5"
                borderWidth="2px"
                borderColor="currentColor"
                borderRadius="full"
                flexShrink={0}
              />
            )}
            <Text as="span">{rule.label}</Text>
            <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </HStack>
        );
      })}
    </Stack>
  );
}
