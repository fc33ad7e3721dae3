import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import { resumeApi } from '@resumebeat/shared-session/api';
import { Box, Button, CloseIcon, HStack, IconButton, PageContainer, Stack, Text } from '@resumebeat/shared-ui';
import { Field, FormAlert, Input, SegmentedTabs, Textarea } from '@resumebeat/shared-ui/forms';
import { saveJobDescription } from '../../../shared/journey-storage';
import { MESSAGES, fileKind, titleFromFileName, validateFile } from '../utils/job-description-rules';
import { paths } from '@resumebeat/shared-contract/paths';

type Mode = 'paste' | 'upload';

/** After the success alert has been seen, the page moves on to the upload page. */
export const NAVIGATE_AFTER_SAVE_MS = 800;

/**
 * The job description page of docs/product/screens.md#job-description-page. The first specification read files in the browser as plain
 * text, which turns PDF and DOCX into garbage; TXT is still read here, PDF and DOCX are sent to
 * the api's text extraction.
 */
export function JobDescriptionForm() {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>('paste');
  const [jobTitle, setJobTitle] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [description, setDescription] = useState('');
  const [fileText, setFileText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(null);
    if (!file) return;
    const problem = validateFile(file);
    if (problem) {
      setError(problem);
      setFileName(null);
      setFileText('');
      event.target.value = '';
      return;
    }
    setReading(true);
    try {
      const text = fileKind(file) === 'txt' ? await file.text() : (await resumeApi.extractText(file, file.name)).text;
      setFileText(text);
      setFileName(file.name);
      if (!jobTitle.trim()) setJobTitle(titleFromFileName(file.name));
    } catch {
      setError(MESSAGES.readFailed);
      setFileName(null);
      setFileText('');
    } finally {
      setReading(false);
    }
  }

  function clear() {
    setJobTitle('');
    setCompanyName('');
    setDescription('');
    setFileText('');
    setFileName(null);
    setError(null);
    setSaved(false);
    if (fileInput.current) fileInput.current.value = '';
  }

  function save() {
    setError(null);
    const text = (mode === 'upload' ? fileText : description).trim();
    if (!text) return setError(MESSAGES.noDescription);
    if (!jobTitle.trim()) return setError(MESSAGES.noTitle);
    try {
      saveJobDescription({
        id: Date.now(),
        jobTitle: jobTitle.trim(),
        companyName: companyName.trim(),
        description: text,
        savedAt: new Date().toISOString(),
        source: mode === 'upload' ? 'file_upload' : 'manual_input',
        ...(mode === 'upload' && fileName ? { fileName } : {}),
      });
    } catch (failure) {
      return setError(failure instanceof Error && failure.message ? failure.message : MESSAGES.saveFailed);
    }
    setSaved(true);
    setTimeout(() => navigate(paths.upload), NAVIGATE_AFTER_SAVE_MS);
  }

  return (
    <PageContainer
      title="Upload Job Description"
      subtitle="Your scan is compared with it: matched and missing skills, and keywords to add."
      maxWidth="3xl"
      actions={
        <IconButton aria-label="Close" variant="ghost" onClick={() => navigate(paths.dashboard)}>
          <CloseIcon />
        </IconButton>
      }
    >
      <Stack gap="5" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        {saved ? <FormAlert status="success">{MESSAGES.saved}</FormAlert> : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <Field.Root required>
            <Field.Label htmlFor="jd-title">Job Title</Field.Label>
            <Input id="jd-title" value={jobTitle} onChange={(event) => setJobTitle(event.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor="jd-company">Company Name (Optional)</Field.Label>
            <Input id="jd-company" value={companyName} onChange={(event) => setCompanyName(event.target.value)} />
          </Field.Root>
        </Stack>
        <Box maxW="sm">
          <SegmentedTabs
            label="How to add the job description"
            idPrefix="jd"
            value={mode}
            onChange={setMode}
            tabs={[
              { value: 'paste', label: 'Paste Text' },
              { value: 'upload', label: 'Upload File' },
            ]}
          />
        </Box>
        <Box role="tabpanel" id={`jd-panel-${mode}`} aria-labelledby={`jd-tab-${mode}`}>
          {mode === 'paste' ? (
            <Field.Root>
              <Field.Label htmlFor="jd-text">Job description</Field.Label>
              <Textarea
                id="jd-text"
                rows={12}
                placeholder="Paste the job description here..."
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </Field.Root>
          ) : (
            <Stack gap="4">
              <Field.Root>
                <Field.Label htmlFor="jd-file">Job description file</Field.Label>
                <Input
                  id="jd-file"
                  ref={fileInput}
                  type="file"
                  accept=".pdf,.docx,.txt,application/pdf,text/plain"
                  onChange={onFile}
                  pt="1.5"
                />
                <Field.HelperText>PDF, DOCX or TXT, up to 10 MB.{reading ? ' Reading…' : ''}</Field.HelperText>
              </Field.Root>
              <Field.Root>
                <Field.Label htmlFor="jd-preview">Extracted text{fileName ? ` (${fileName})` : ''}</Field.Label>
                <Textarea
                  id="jd-preview"
                  rows={8}
                  value={fileText}
                  onChange={(event) => setFileText(event.target.value)}
                />
                <Field.HelperText>You can edit the extracted text if needed</Field.HelperText>
              </Field.Root>
            </Stack>
          )}
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="brand" onClick={save} disabled={reading || saved}>
            Save Job Description
          </Button>
          <Button variant="outline" onClick={clear}>
            Clear
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Saved on this device; the latest one is used for your scans.
          </Text>
        </HStack>
      </Stack>
    </PageContainer>
  );
}
