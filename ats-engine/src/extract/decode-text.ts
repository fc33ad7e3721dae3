import { ResumeParseError } from '../errors';

export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'latin-1';

/**
 * Plain-text resumes arrive as whatever the user's editor saved: UTF-8 (with or without BOM),
 * UTF-16 with BOM from Windows Notepad, or a legacy 8-bit encoding. Anything that is not valid
 * UTF-8 is read as Windows-1252, a superset of Latin-1 that also covers curly quotes and dashes.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  let text: string;
  let encoding: TextEncodingName;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    text = new TextDecoder('utf-8').decode(bytes.subarray(3));
    encoding = 'utf-8-bom';
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
    encoding = 'utf-16le';
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
    encoding = 'utf-16be';
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      encoding = 'utf-8';
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
      encoding = 'latin-1';
    }
  }
  text = text.replace(/\r\n?/g, '\n').split('\u0000').join('');
  if (text.trim() === '') {
    throw new ResumeParseError('NO_TEXT', 'The file has no text in it. Check that you chose the right file.');
  }
  return { text, encoding };
}
