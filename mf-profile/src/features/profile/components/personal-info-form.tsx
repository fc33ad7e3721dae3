import type { Dispatch, FormEvent, SetStateAction } from 'react';
import type { Profile } from '@resumebeat/shared-session/api';
import { Button, Flex, SimpleGrid, Stack } from '@resumebeat/shared-ui';
import { Field, FormAlert, Input, Textarea } from '@resumebeat/shared-ui/forms';
import { BIO_MAX_LENGTH } from '../utils/format';
import type { Draft } from './personal-info-card';

export interface PersonalInfoFormProps {
  profile: Profile;
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  saving: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
}

/**
 * The personal information card's edit form (docs/product/screens.md#personal-information): a
 * module of its own, loaded when 'Edit' is first pressed (or pointed at), with the design system's
 * `forms` entry it needs (docs/decisions/047). The card keeps showing its values until it is here.
 */
export default function PersonalInfoForm({
  profile,
  draft,
  setDraft,
  saving,
  error,
  onSubmit,
  onCancel,
}: PersonalInfoFormProps) {
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label="Edit personal information" noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label htmlFor="profile-first-name">First name</Field.Label>
            <Input
              id="profile-first-name"
              value={draft.firstName}
              onChange={set('firstName')}
              maxLength={100}
              autoComplete="given-name"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="profile-last-name">Last name</Field.Label>
            <Input
              id="profile-last-name"
              value={draft.lastName}
              onChange={set('lastName')}
              maxLength={100}
              autoComplete="family-name"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="profile-username">Username</Field.Label>
            <Input id="profile-username" value={profile.username} readOnly aria-readonly="true" bg="bg.muted" />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="profile-email">Email</Field.Label>
            <Input id="profile-email" type="email" value={profile.email} readOnly aria-readonly="true" bg="bg.muted" />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="profile-phone">Phone number</Field.Label>
            <Input
              id="profile-phone"
              type="tel"
              value={draft.phoneNumber}
              onChange={set('phoneNumber')}
              maxLength={32}
              autoComplete="tel"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="profile-dob">Date of birth</Field.Label>
            <Input
              id="profile-dob"
              type="date"
              value={draft.dateOfBirth}
              onChange={(event) =>
                setDraft((current) => ({ ...current, dateOfBirth: event.target.value.slice(0, 10) }))
              }
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label htmlFor="profile-bio">Bio</Field.Label>
          <Textarea
            id="profile-bio"
            value={draft.bio}
            onChange={set('bio')}
            maxLength={BIO_MAX_LENGTH}
            rows={4}
            aria-describedby="profile-bio-count"
          />
          <Field.HelperText
            id="profile-bio-count"
            alignSelf="flex-end"
          >{`${draft.bio.length}/${BIO_MAX_LENGTH}`}</Field.HelperText>
        </Field.Root>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Flex gap="3" justify="flex-end">
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving…">
            Save
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
