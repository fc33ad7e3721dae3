import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import { saveFile } from '@resumebeat/shared-session';
import {
  BULK_MAX_FILES,
  BULK_MESSAGES,
  INDUSTRIES,
  resumeApi,
  type Industry,
  type ResumeUploadResult,
} from '@resumebeat/shared-session/api';
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text, UploadIcon, chakra } from '@resumebeat/shared-ui';
import { CheckboxField, Field, FormAlert, Select } from '@resumebeat/shared-ui/forms';
import { ProgressBar } from '@resumebeat/shared-ui/widgets';
import { isIndustry, type StateJobDescription } from '../../../shared/navigation-state';
import { AnalysisResult } from '../../../shared/analysis/analysis-result';
import { RESUME_ACCEPT, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { FileDropZone } from '../../../shared/file-drop-zone';
import { useBulkUpload } from '../hooks/use-bulk-upload';
import { ROW_STATUS, sortRows, toCsv, toUploadResult, type BulkRow, type ScoreSort } from '../utils/bulk-rows';
import { paths } from '@resumebeat/shared-contract/paths';

export const BULK_TEXT = {
  heading: 'Bulk resume upload',
  what: `Scan up to ${BULK_MAX_FILES} resumes at once. Each file gets its own row with its ATS score and its three most important missing keywords or findings, in a table you can sort by score, open and export as CSV.`,
  upgrade: 'Upgrade to Unlock',
  dropHere: `Drop up to ${BULK_MAX_FILES} resume files here, or choose them`,
  csvFile: 'resume-scores.csv',
} as const;

export interface BulkUploadPanelProps {
  industry: Industry;
  jobDescription: StateJobDescription | null;
  onUpgrade: () => void;
}

const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', {
  base: { textAlign: 'left', fontWeight: 'semibold', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' },
});
const Td = chakra('td', { base: { px: '3', py: '2.5', borderBottomWidth: '1px', verticalAlign: 'top' } });

function NotOnPlan({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <Stack gap="3" data-testid="bulk-not-on-plan">
      <Text>{BULK_TEXT.what}</Text>
      <FormAlert status="info">{BULK_MESSAGES.notOnPlan}</FormAlert>
      <Button alignSelf="flex-start" colorPalette="brand" onClick={onUpgrade}>
        {BULK_TEXT.upgrade}
      </Button>
    </Stack>
  );
}

function RowStatusCell({ row }: { row: BulkRow }) {
  const { label, progress } = ROW_STATUS[row.status];
  return (
    <Stack gap="1" minW="32">
      <ProgressBar
        value={progress}
        label={`${row.fileName}: ${label}`}
        hideLabel
        colorPalette={row.status === 'failed' ? 'red' : 'brand'}
        height="1.5"
      />
      <Text fontSize="xs" color={row.status === 'failed' ? 'red.700' : 'fg.muted'}>
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Bulk resume upload, loaded when opened: what the feature is and the way to upgrade for a plan
 * without it; for a plan with it, the chooser (up to 20 files), and the batch's table.
 */
export default function BulkUploadPanel({ industry: pageIndustry, jobDescription, onUpgrade }: BulkUploadPanelProps) {
  const navigate = useNavigate();
  const bulk = useBulkUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [industry, setIndustry] = useState<Industry>(pageIndustry);
  const [useJobDescription, setUseJobDescription] = useState(jobDescription !== null);
  const [sort, setSort] = useState<ScoreSort>(null);
  const [opened, setOpened] = useState<
    { fileName: string; result: ResumeUploadResult } | { fileName: string; error: string } | null
  >(null);
  const [opening, setOpening] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const analysisHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (opened) analysisHeading.current?.focus();
  }, [opened]);

  if (bulk.access.kind === 'loading') {
    return (
      <Flex role="status" gap="3" align="center">
        <Spinner size="sm" color="brand.solid" />
        <Text>Loading bulk upload…</Text>
      </Flex>
    );
  }
  if (bulk.access.kind === 'error') {
    return (
      <Stack gap="3">
        <FormAlert>{bulk.access.message}</FormAlert>
        <Button alignSelf="flex-start" variant="outline" onClick={bulk.retry}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (bulk.access.kind === 'not-on-plan') return <NotOnPlan onUpgrade={onUpgrade} />;

  const tooMany = files.length > BULK_MAX_FILES;
  const busy = bulk.starting || bulk.rows.some((row) => row.status === 'uploading');
  const rows = sortRows(bulk.rows, sort);

  const startScan = async () => {
    setOpened(null);
    await bulk.start(files, { industry, jobDescription: useJobDescription ? jobDescription : null });
    setFiles([]);
    if (input.current) input.current.value = '';
  };

  const openAnalysis = async (row: BulkRow) => {
    if (!row.resumeId) return;
    setOpening(row.id);
    try {
      const detail = await resumeApi.getResume(row.resumeId);
      setOpened({ fileName: row.fileName, result: toUploadResult(detail) });
    } catch (failure) {
      console.warn('[mf-scanner] the stored scan could not be loaded', failure);
      setOpened({ fileName: row.fileName, error: 'Failed to load this scan. Please try again.' });
    } finally {
      setOpening(null);
    }
  };

  const nextSort: Record<string, ScoreSort> = { null: 'desc', desc: 'asc', asc: 'desc' };
  const ariaSort = sort === 'desc' ? 'descending' : sort === 'asc' ? 'ascending' : 'none';

  return (
    <Stack gap="5">
      <Text color="fg.muted">{BULK_TEXT.what}</Text>
      <Stack gap="1">
        <FileDropZone
          id="bulk-files"
          multiple
          accept={RESUME_ACCEPT}
          label="Resume files"
          prompt={BULK_TEXT.dropHere}
          describedBy="bulk-files-help"
          acceptPaste={false}
          inputRef={input}
          disabled={busy}
          onFiles={setFiles}
        />
        <Text fontSize="sm" color="fg.muted" id="bulk-files-help">
          {UPLOAD_MESSAGES.supportedFormats}
        </Text>
      </Stack>

      {files.length > 0 ? (
        <Text fontSize="sm" data-testid="bulk-selected">
          {files.length === 1 ? '1 file chosen' : `${files.length} files chosen`}
        </Text>
      ) : null}

      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
        <Field.Root maxW={{ md: '64' }}>
          <Field.Label htmlFor="bulk-industry">Industry for all files</Field.Label>
          <Select
            id="bulk-industry"
            value={industry}
            disabled={busy}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              if (isIndustry(event.target.value)) setIndustry(event.target.value);
            }}
          >
            {INDUSTRIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field.Root>
        {jobDescription ? (
          <CheckboxField id="bulk-use-jd" checked={useJobDescription} onChange={setUseJobDescription}>
            Compare with my saved job description{jobDescription.jobTitle ? ` (${jobDescription.jobTitle})` : ''}
          </CheckboxField>
        ) : null}
      </Stack>

      {tooMany ? <FormAlert>{BULK_MESSAGES.tooManyFiles}</FormAlert> : null}
      {bulk.error ? <FormAlert>{bulk.error}</FormAlert> : null}

      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          onClick={() => void startScan()}
          disabled={busy || files.length === 0 || tooMany}
          aria-busy={busy || undefined}
        >
          <UploadIcon /> {files.length > 1 ? `Scan ${files.length} Resumes` : 'Scan Resumes'}
        </Button>
      </Flex>

      {bulk.batches.length > 1 ? (
        <Field.Root maxW="sm">
          <Field.Label htmlFor="bulk-batch">Batch</Field.Label>
          <Select
            id="bulk-batch"
            value={bulk.batch?.id ?? ''}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => bulk.selectBatch(event.target.value)}
          >
            {bulk.batches.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {new Date(entry.createdAt).toLocaleString()} · {entry.items.length}{' '}
                {entry.items.length === 1 ? 'file' : 'files'}
              </option>
            ))}
          </Select>
        </Field.Root>
      ) : null}

      {bulk.batch ? (
        <Stack gap="3">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Flex gap="2" align="center">
              <Heading as="h3" size="sm">
                Results
              </Heading>
              {bulk.batch.targeted ? <Badge colorPalette="brand">Targeted Analysis</Badge> : null}
            </Flex>
            <Button
              size="sm"
              variant="outline"
              onClick={() => saveFile(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), BULK_TEXT.csvFile)}
              disabled={rows.length === 0}
            >
              Export CSV
            </Button>
          </Flex>
          <Box
            overflowX="auto"
            tabIndex={0}
            role="region"
            aria-label="Bulk results table"
            borderWidth="1px"
            borderRadius="lg"
          >
            <Table>
              <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Scores of the batch&apos;s files
              </caption>
              <thead>
                <tr>
                  <Th scope="col">File</Th>
                  <Th scope="col">Progress</Th>
                  <Th scope="col" aria-sort={ariaSort}>
                    <Button size="xs" variant="ghost" onClick={() => setSort(nextSort[String(sort)] ?? 'desc')}>
                      Score {sort === 'desc' ? '↓' : sort === 'asc' ? '↑' : ''}
                    </Button>
                  </Th>
                  <Th scope="col">Most important missing keywords or findings</Th>
                  <Th scope="col">
                    <chakra.span srOnly>Actions</chakra.span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="bulk-row" data-status={row.status}>
                    <Td fontWeight="medium" wordBreak="break-word">
                      {row.fileName}
                    </Td>
                    <Td>
                      <RowStatusCell row={row} />
                    </Td>
                    <Td data-testid="bulk-score" fontWeight="bold">
                      {row.score ?? '—'}
                    </Td>
                    <Td>
                      {row.status === 'failed' ? (
                        <Text color="red.700" data-testid="bulk-error">
                          {row.error}
                        </Text>
                      ) : row.findings.length > 0 ? (
                        <chakra.ul pl="4" listStyleType="disc">
                          {row.findings.map((finding) => (
                            <li key={finding}>{finding}</li>
                          ))}
                        </chakra.ul>
                      ) : null}
                    </Td>
                    <Td>
                      {row.resumeId ? (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="brand"
                          loading={opening === row.id}
                          onClick={() => void openAnalysis(row)}
                          aria-label={`Open analysis of ${row.fileName}`}
                        >
                          Open Analysis
                        </Button>
                      ) : null}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Box>
        </Stack>
      ) : null}

      {opened ? (
        <Stack as="section" aria-label={`Analysis of ${opened.fileName}`} gap="3">
          <Flex justify="space-between" align="center" gap="3">
            <Heading as="h3" size="md" ref={analysisHeading} tabIndex={-1} outline="none">
              Analysis of {opened.fileName}
            </Heading>
            <Button size="sm" variant="ghost" onClick={() => setOpened(null)}>
              Close Analysis
            </Button>
          </Flex>
          {'error' in opened ? (
            <FormAlert>{opened.error}</FormAlert>
          ) : (
            <AnalysisResult
              result={opened.result}
              membership={{ paid: true, remainingScans: -1 }}
              comparedWith={
                opened.result.jobDescription
                  ? {
                      jobTitle: opened.result.jobTitle ?? '',
                      companyName: opened.result.companyName ?? '',
                      description: opened.result.jobDescription,
                    }
                  : null
              }
              streamingFeedback={false}
              onUploadAnother={() => setOpened(null)}
              onViewOptimized={() =>
                navigate(paths.optimizedResume, { state: { uploadResult: opened.result, industry } })
              }
              onCoverLetter={() => navigate(paths.coverLetter, { state: { uploadResult: opened.result, industry } })}
              onUpgrade={onUpgrade}
            />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
