import { Suspense, lazy, useState } from 'react';
import type { Industry } from '@resumebeat/shared-contract';
import { Button, Flex, Heading, Spinner, Stack, Text } from '@resumebeat/shared-ui';
import type { StateJobDescription } from '../../../shared/navigation-state';

// The bulk upload is its own chunk, fetched when the section is opened (docs/decisions/039).
const loadPanel = () => import('./bulk-upload-panel');
const BulkUploadPanel = lazy(loadPanel);

/** Remembered for the tab: back on the page, an opened bulk upload is open again (and lists its batch). */
export const BULK_OPEN_KEY = 'bulkUploadOpen';

function wasOpen(): boolean {
  try {
    return window.sessionStorage.getItem(BULK_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

export interface BulkUploadSectionProps {
  industry: Industry;
  jobDescription: StateJobDescription | null;
  onUpgrade: () => void;
}

/** The upload page's way into bulk upload (accounts only): a heading and a button until opened. */
export function BulkUploadSection(props: BulkUploadSectionProps) {
  const [open, setOpen] = useState(wasOpen);
  const toggle = (next: boolean) => {
    setOpen(next);
    try {
      if (next) window.sessionStorage.setItem(BULK_OPEN_KEY, '1');
      else window.sessionStorage.removeItem(BULK_OPEN_KEY);
    } catch {
      // Storage off: the section just starts closed next time.
    }
  };
  return (
    <Stack
      as="section"
      aria-labelledby="bulk-upload-heading"
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '5', md: '8' }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="md" id="bulk-upload-heading">
            Bulk resume upload
          </Heading>
          {open ? null : (
            <Text fontSize="sm" color="fg.muted">
              Scan up to 20 resumes at once and compare their scores.
            </Text>
          )}
        </Stack>
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => toggle(!open)}
          onPointerEnter={() => void loadPanel().catch(() => undefined)}
          aria-expanded={open}
        >
          {open ? 'Close Bulk Upload' : 'Open Bulk Upload'}
        </Button>
      </Flex>
      {open ? (
        <Suspense
          fallback={
            <Flex role="status" gap="3" align="center">
              <Spinner size="sm" color="brand.solid" />
              <Text>Loading bulk upload…</Text>
            </Flex>
          }
        >
          <BulkUploadPanel {...props} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
