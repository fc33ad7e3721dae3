import { useEffect, useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import { Box, CloseIcon, FileTextIcon, Flex, IconButton, Text, UploadIcon, chakra } from '@resumebeat/shared-ui';

export interface FileDropZoneProps {
  /** The file input's id: the page's own label (`<label htmlFor>`) names it too. */
  id: string;
  /** The `accept` of the chooser; dropped and pasted files are checked by `onFiles`'s caller. */
  accept: string;
  /** Takes several files at once (chooser, drop and paste). @default false */
  multiple?: boolean;
  disabled?: boolean;
  /** Files chosen, dropped or pasted: one at most unless `multiple`. */
  onFiles: (files: File[]) => void;
  /** Files pasted anywhere on the page (not into a text field) are taken too. @default true */
  acceptPaste?: boolean;
  /** The input's name for screen readers, when no label of the page names it. */
  label?: string;
  /** The id of the text that describes the input (formats and size). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What the zone says; the default names one file or several. */
  prompt?: ReactNode;
}

const HiddenInput = chakra('input');

/** Files of a paste event that is not typing into a field. */
function pastedFiles(event: ClipboardEvent): File[] {
  const target = event.target as HTMLElement | null;
  if (
    target &&
    (target.isContentEditable ||
      target.tagName === 'TEXTAREA' ||
      (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'file'))
  )
    return [];
  return Array.from(event.clipboardData?.files ?? []);
}

/**
 * A large drop zone in place of the browser's bare file control. The real `<input type="file">`
 * stays, visually hidden but focusable: Tab reaches it, Space or Enter opens the chooser, screen
 * readers announce it by its label, and the zone shows its focus ring. The zone itself is a
 * `<label>` for that input, so a click anywhere on it opens the chooser with no script. Files can
 * also be dropped on it, or pasted on the page.
 */
export function FileDropZone({
  id,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  acceptPaste = true,
  label,
  describedBy,
  inputRef,
  prompt,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };

  useEffect(() => {
    if (!acceptPaste || disabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = pastedFiles(event);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(multiple ? files : files.slice(0, 1));
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [acceptPaste, disabled, multiple, onFiles]);

  const over = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer?.files ?? []));
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.target.files ?? []));
    // The same file chosen again (after a removal) fires a change again.
    event.target.value = '';
  };

  return (
    <Box
      as="label"
      {...{ htmlFor: id }}
      data-testid={`${id}-drop-zone`}
      width="100%"
      data-dragging={dragging || undefined}
      display="flex"
      flexDirection={{ base: 'row', md: 'column' }}
      alignItems="center"
      justifyContent="center"
      textAlign={{ base: 'start', md: 'center' }}
      gap={{ base: '3', md: '2' }}
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '7' }}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      borderRadius="xl"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      transition="border-color 0.15s, background 0.15s"
      _hover={disabled ? undefined : { borderColor: 'brand.solid', bg: 'brand.subtle' }}
      _focusWithin={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
        borderColor: 'brand.solid',
      }}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <HiddenInput
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={change}
        aria-label={label}
        aria-describedby={describedBy}
        srOnly
      />
      <Flex
        flexShrink={0}
        align="center"
        justify="center"
        boxSize={{ base: '10', md: '12' }}
        borderRadius="full"
        bg="brand.subtle"
        color="brand.fg"
        aria-hidden="true"
      >
        <UploadIcon boxSize={{ base: '5', md: '6' }} />
      </Flex>
      <Box>
        <Text fontWeight="semibold">
          {prompt ?? (multiple ? 'Drag and drop your files here' : 'Drag and drop your resume here')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          or{' '}
          <Box as="span" color="brand.fg" fontWeight="semibold" textDecoration="underline">
            browse
          </Box>
          {acceptPaste ? ', or paste it' : null}
        </Text>
      </Box>
    </Box>
  );
}

export interface FileChipProps {
  name: string;
  /** Shown after the name, e.g. '(120 KB)'. */
  detail?: string;
  /** Shown before the name, e.g. 'Selected:'. */
  prefix?: string;
  onRemove?: () => void;
  disabled?: boolean;
  testId?: string;
}

/** A chosen file: its name and size, with a remove button. */
export function FileChip({ name, detail, prefix, onRemove, disabled, testId }: FileChipProps) {
  return (
    <Flex
      align="center"
      gap="2"
      borderWidth="1px"
      borderRadius="lg"
      ps="3"
      pe="1"
      py="1"
      bg="bg.panel"
      maxW="100%"
      width="fit-content"
    >
      <FileTextIcon boxSize="4" color="brand.fg" flexShrink={0} aria-hidden="true" />
      <Text fontSize="sm" data-testid={testId} minW="0" overflowWrap="anywhere">
        {prefix ? `${prefix} ` : null}
        <strong>{name}</strong>
        {detail ? ` ${detail}` : null}
      </Text>
      {onRemove ? (
        <IconButton aria-label={`Remove ${name}`} size="xs" variant="ghost" onClick={onRemove} disabled={disabled}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </Flex>
  );
}
