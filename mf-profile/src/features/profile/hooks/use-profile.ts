import { useCallback, useEffect, useRef, useState } from 'react';
import { profileApi, type Profile } from '@resumebeat/shared-session/api';
import { PROFILE_MESSAGES, describeProfileError } from '../utils/profile-messages';

export type ProfileState =
  | { kind: 'loading' }
  /** `message`: 'Unauthorized - please log in again', the server's words, or 'Failed to fetch profile'. */
  | { kind: 'error'; message: string; unauthorized: boolean }
  | { kind: 'loaded'; profile: Profile };

/**
 * GET /api/profile on arrival, with `reload` (after a cancellation or a checkout: the page keeps
 * showing the profile it has while the new one loads) and `replace` (the PUT's answer is the new
 * profile, no second call). A late answer of an older load never overwrites a newer one.
 */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async (quiet: boolean) => {
    const id = (generation.current += 1);
    if (!quiet) setState({ kind: 'loading' });
    try {
      const profile = await profileApi.get();
      if (generation.current === id) setState({ kind: 'loaded', profile });
    } catch (error) {
      if (generation.current !== id) return;
      console.warn('[mf-profile] the profile could not be loaded', error);
      const message = describeProfileError(error, PROFILE_MESSAGES.fetchFailed);
      setState({ kind: 'error', message, unauthorized: message === PROFILE_MESSAGES.unauthorized });
    }
  }, []);

  useEffect(() => {
    void load(false);
    return () => {
      generation.current += 1;
    };
  }, [load]);

  const retry = useCallback(() => void load(false), [load]);
  const reload = useCallback(() => load(true), [load]);
  const replace = useCallback((profile: Profile) => {
    generation.current += 1;
    setState({ kind: 'loaded', profile });
  }, []);
  return { state, retry, reload, replace };
}
