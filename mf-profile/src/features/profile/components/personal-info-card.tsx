import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { setFirstName } from '@resumebeat/shared-session';
import { profileApi, type Profile, type ProfileUpdate } from '@resumebeat/shared-session/api';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@resumebeat/shared-ui';
import { Card } from '@resumebeat/shared-ui/widgets';
import { STORED_USER_ATTRIBUTE, type StoredUserField } from '@resumebeat/shared-contract/first-paint';
import { dateInputValue, formatDate } from '../utils/format';
import { PROFILE_MESSAGES, PROFILE_SUCCESS_MS, describeProfileError } from '../utils/profile-messages';
import { FormAlert, loadForms } from '../../../shared/forms-later';
import type { PersonalInfoFormProps } from './personal-info-form';

/**
 * The edit form's module, with the `forms` entry it imports: loaded when 'Edit' is first pressed
 * (or pointed at, or focused), not with the page (docs/decisions/047). Once here it is kept, so the
 * card renders it at once, without suspending.
 */
let PersonalInfoForm: ComponentType<PersonalInfoFormProps> | null = null;
const loadForm = () =>
  Promise.all([import('./personal-info-form'), loadForms()]).then(([form]) => {
    PersonalInfoForm = form.default;
  });
const preloadForm = () => void loadForm().catch(() => undefined);

export type Draft = { firstName: string; lastName: string; phoneNumber: string; bio: string; dateOfBirth: string };

const EMPTY_DRAFT: Draft = { firstName: '', lastName: '', phoneNumber: '', bio: '', dateOfBirth: '' };

const draftOf = (profile: Profile): Draft => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  bio: profile.bio ?? '',
  dateOfBirth: dateInputValue(profile.dateOfBirth),
});

export interface PersonalInfoCardProps {
  /** null while the profile loads: the card as it will be, its values not known yet. */
  profile: Profile | null;
  /** Who is signed in (the stored session), shown while the profile loads. */
  signedIn?: { username: string; email: string };
  /** The profile the server answered after a save. */
  onSaved: (profile: Profile) => void;
}

/**
 * A value not known yet: one line, empty, so that the card keeps its height when it arrives. The
 * stored session's values are kept a line by their height instead, with no text: the browser
 * counts a text's first paint as the page's content painting (LCP), and the start script's fill
 * must be that first paint, not a blank's.
 */
const PENDING = '\u00a0';

function ReadOnlyValue({
  label,
  value,
  wide,
  stored,
}: {
  label: string;
  /** undefined: not known yet; null or empty: not given ('—'). */
  value: string | null | undefined;
  wide?: boolean;
  /** The stored user's field this value is (decision 046: the first paint shows it before the app). */
  stored?: StoredUserField;
}) {
  // One div per dt/dd pair, directly in the dl (what a description list may contain).
  return (
    <Box gridColumn={wide ? { md: 'span 2' } : undefined}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight="medium"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        {...(stored ? { [STORED_USER_ATTRIBUTE]: stored, minH: '1lh' } : {})}
      >
        {value === undefined ? (stored ? null : PENDING) : value || '—'}
      </Text>
    </Box>
  );
}

/**
 * Personal information of docs/product/screens.md#personal-information and docs/product/rules-and-limits.md#profile: view ↔ edit; Save sends the editable
 * fields (PUT /api/profile), Cancel restores them; 'Profile updated successfully!' for 3 s. Bio
 * at most 500 characters with a counter, date of birth a date input, phone a telephone input,
 * username and email read-only.
 *
 * While the profile loads the card is the same component as it will be (docs/decisions/046): the
 * heading, Edit (not yet usable), each label, and the username and email of the stored session;
 * the other values one empty line each. When the profile arrives React fills the values in, rather
 * than replacing the card with another one (its elements and their styles made again).
 */
export function PersonalInfoCard({ profile, signedIn, onSaved }: PersonalInfoCardProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), PROFILE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const startEditing = () => {
    if (!profile) return;
    // The form's module first (usually already loading since 'Edit' was pointed at): until it is
    // here the card stays as it is (its values, 'Edit'), then the form replaces them in one
    // commit: no empty state in between. If it cannot be loaded, the card stays as it is and
    // 'Edit' tries again.
    loadForm().then(
      () => {
        setDraft(draftOf(profile));
        setError(null);
        setSuccess(false);
        setEditing(true);
      },
      (failure: unknown) => console.warn('[mf-profile] the edit form could not be loaded', failure),
    );
  };

  const cancel = () => {
    if (profile) setDraft(draftOf(profile));
    setError(null);
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const update: ProfileUpdate = { ...draft, dateOfBirth: draft.dateOfBirth ? draft.dateOfBirth.slice(0, 10) : null };
    try {
      const saved = await profileApi.update(update);
      onSaved(saved);
      // The app bar greets the person by this name.
      setFirstName(saved.firstName);
      setEditing(false);
      setSuccess(true);
    } catch (failure) {
      console.warn('[mf-profile] the profile could not be saved', failure);
      setError(describeProfileError(failure, PROFILE_MESSAGES.updateFailed));
    } finally {
      setSaving(false);
    }
  };

  // undefined: not known yet (the value keeps its line).
  const fullName = profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') : undefined;
  const values = (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4" data-testid="personal-info">
      <ReadOnlyValue label="Name" value={fullName} />
      <ReadOnlyValue
        label="Username"
        value={profile ? profile.username : signedIn?.username || undefined}
        stored="username"
      />
      <ReadOnlyValue label="Email" value={profile ? profile.email : signedIn?.email || undefined} stored="email" />
      <ReadOnlyValue label="Phone number" value={profile ? profile.phoneNumber : undefined} />
      <ReadOnlyValue label="Date of birth" value={profile ? formatDate(profile.dateOfBirth) : undefined} />
      <ReadOnlyValue
        label="Last updated"
        value={profile ? formatDate(profile.lastUpdated, { dateStyle: 'medium', timeStyle: 'short' }) : undefined}
      />
      <ReadOnlyValue label="Bio" value={profile ? profile.bio : undefined} wide />
    </SimpleGrid>
  );
  return (
    <Card.Root as="section" aria-labelledby="personal-info-heading" aria-busy={profile ? undefined : true}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="personal-info-heading">
            Personal Information
          </Heading>
          {!editing ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={startEditing}
              onPointerEnter={preloadForm}
              onFocus={preloadForm}
              disabled={!profile}
            >
              Edit
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {success ? <FormAlert status="success">{PROFILE_MESSAGES.updated}</FormAlert> : null}
          {editing && profile && PersonalInfoForm ? (
            <PersonalInfoForm
              profile={profile}
              draft={draft}
              setDraft={setDraft}
              saving={saving}
              error={error}
              onSubmit={save}
              onCancel={cancel}
            />
          ) : (
            values
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
