import { useState, type FormEvent } from 'react';
import { supportApi } from '@resumebeat/shared-session/api';
import { Button, Flex, Heading, HStack, MailIcon, SimpleGrid, Stack, Text } from '@resumebeat/shared-ui';
import { Field, FormAlert, Input, Textarea } from '@resumebeat/shared-ui/forms';
import { Card } from '@resumebeat/shared-ui/widgets';
import { SUPPORT_MESSAGES, SUPPORT_MESSAGE_RULES, canSendSupport } from '../utils/support-rules';
import { MySupportMessages } from './my-support-messages';

export interface ContactSupportCardProps {
  /** Prefilled from the signed-in user (docs/product/rules-and-limits.md#support-message). */
  defaultName: string;
  defaultEmail: string;
}

type Outcome = { kind: 'sent'; expectation: string | null } | { kind: 'failed'; message: string } | null;

/**
 * Contact support (docs/product/screens.md#contact-support, docs/product/rules-and-limits.md#support-message and docs/product/errors.md#profile): POST /api/support/contact with name, email,
 * subject (default 'Support Request') and message; counter n/8000; the success and failure
 * texts. After a success the message is cleared and the rest kept for a follow-up.
 */
export function ContactSupportCard({ defaultName, defaultEmail }: ContactSupportCardProps) {
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState(defaultEmail);
  const [subject, setSubject] = useState<string>(SUPPORT_MESSAGE_RULES.defaultSubject);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sentCount, setSentCount] = useState(0);
  const enabled = canSendSupport({ email, message }, sending);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    setSending(true);
    setOutcome(null);
    try {
      const answer = await supportApi.contact({
        name: name.trim(),
        email: email.trim(),
        subject: subject.trim() || SUPPORT_MESSAGE_RULES.defaultSubject,
        message: message.trim(),
      });
      setOutcome({ kind: 'sent', expectation: answer.expectation ?? null });
      setSentCount((count) => count + 1);
      setMessage('');
    } catch (error) {
      console.warn('[mf-profile] the support message could not be sent', error);
      setOutcome({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : SUPPORT_MESSAGES.failed,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root as="section" id="support" aria-labelledby="support-heading">
      <Card.Header>
        <HStack gap="2">
          <MailIcon color="brand.solid" boxSize="5" />
          <Heading as="h2" size="lg" id="support-heading">
            Contact Support
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          A question about your scans or your plan? Write to us.
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void send(event)} aria-label="Contact support" noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label htmlFor="support-name">Name</Field.Label>
                <Input
                  id="support-name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  maxLength={200}
                  autoComplete="name"
                />
              </Field.Root>
              <Field.Root>
                <Field.Label htmlFor="support-email">Email</Field.Label>
                <Input
                  id="support-email"
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  maxLength={254}
                  autoComplete="email"
                />
              </Field.Root>
            </SimpleGrid>
            <Field.Root>
              <Field.Label htmlFor="support-subject">Subject</Field.Label>
              <Input
                id="support-subject"
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
                maxLength={200}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label htmlFor="support-message">Message</Field.Label>
              <Textarea
                id="support-message"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                maxLength={SUPPORT_MESSAGE_RULES.maxLength}
                rows={5}
                placeholder={`At least ${SUPPORT_MESSAGE_RULES.minLength} characters`}
                aria-describedby="support-message-count"
              />
              <Field.HelperText
                id="support-message-count"
                alignSelf="flex-end"
              >{`${message.length}/${SUPPORT_MESSAGE_RULES.maxLength}`}</Field.HelperText>
            </Field.Root>
            {outcome?.kind === 'sent' ? (
              <FormAlert status="success">
                {SUPPORT_MESSAGES.sent}
                {outcome.expectation ? ` ${outcome.expectation}` : null}
              </FormAlert>
            ) : null}
            {outcome?.kind === 'failed' ? <FormAlert>{outcome.message}</FormAlert> : null}
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="brand" disabled={!enabled} loading={sending} loadingText="Sending…">
                <MailIcon /> Send Message
              </Button>
            </Flex>
          </Stack>
        </form>
        <MySupportMessages refreshKey={sentCount} />
      </Card.Body>
    </Card.Root>
  );
}
