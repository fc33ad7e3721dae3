import { Suspense, lazy } from 'react';
import { Box } from '@resumebeat/shared-ui';
import type { FormAlertProps } from '@resumebeat/shared-ui/forms';
import type * as FormsEntry from '@resumebeat/shared-ui/forms';

/**
 * The design system's `forms` entry (fields, inputs, alerts), loaded the first time the profile
 * needs it (docs/decisions/047): none of it is on the page's first view, so its start neither
 * downloads nor runs it. Loading it again returns the same promise.
 */
let forms: Promise<typeof FormsEntry> | null = null;
export function loadForms() {
  forms ??= import('@resumebeat/shared-ui/forms').catch((error: unknown) => {
    forms = null;
    throw error;
  });
  return forms;
}

/** The alert as a plain element, if the entry could not be loaded: the message is still said. */
function PlainAlert({ status = 'error', children }: FormAlertProps) {
  return (
    <Box role={status === 'error' ? 'alert' : 'status'} borderWidth="1px" borderRadius="l2" px="4" py="3">
      {children}
    </Box>
  );
}

const LoadedFormAlert = lazy(() =>
  loadForms().then(
    (module) => ({ default: module.FormAlert }),
    () => ({ default: PlainAlert }),
  ),
);

/**
 * shared-ui's FormAlert, loaded with the `forms` entry when the first one shows (an outcome, an
 * error: after the page has started). Nothing is shown until then: the alert appears as it would,
 * a moment later, and nothing else moves.
 */
export function FormAlert(props: FormAlertProps) {
  return (
    <Suspense fallback={null}>
      <LoadedFormAlert {...props} />
    </Suspense>
  );
}
