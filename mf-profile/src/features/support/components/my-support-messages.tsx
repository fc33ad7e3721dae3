import { useEffect, useState } from 'react';
import type { MySupportMessage } from '@resumebeat/shared-contract';
import { supportApi } from '@resumebeat/shared-session/api';
import { Badge, Box, HStack, Stack, Text } from '@resumebeat/shared-ui';

const STATE_LABELS: Record<MySupportMessage['state'], string> = {
  sent: 'Delivered to the support team',
  received: 'Received, waiting for the team',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in member's recent support messages with their state; nothing while there are none. */
export function MySupportMessages({ refreshKey }: { refreshKey: number }) {
  const [messages, setMessages] = useState<MySupportMessage[] | null>(null);

  useEffect(() => {
    let current = true;
    supportApi.mine().then(
      (answer) => current && setMessages(answer.messages),
      // No account or the list cannot be read: the form still works; the list just stays away.
      () => current && setMessages(null),
    );
    return () => {
      current = false;
    };
  }, [refreshKey]);

  if (!messages || messages.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="support-history-heading" borderTopWidth="1px" pt="4" mt="4">
      <Text as="h3" fontWeight="semibold" id="support-history-heading" mb="2">
        Your recent messages
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {messages.map((message) => (
          <li key={message.id}>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {message.subject}
              </Text>
              {message.priority ? <Badge colorPalette="purple">Priority</Badge> : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {dateFormat.format(new Date(message.createdAt))} · {STATE_LABELS[message.state]}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
