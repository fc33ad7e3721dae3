// Reads a multipart/form-data request with one file part (`file`) and text fields. The file is
// buffered (at most UPLOAD_LIMIT_BYTES, enforced by @fastify/multipart while it streams in).
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';
import { refuseNul } from './nul-characters';

export interface MultipartUpload {
  file: { bytes: Uint8Array; fileName: string; mimeType: string } | null;
  fields: Record<string, string>;
}

export async function readMultipart(request: FastifyRequest, messages: { tooLarge: string }): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data with the field "file".');
  let file: MultipartUpload['file'] = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Only the first `file` part counts; anything else is read and dropped.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file)
          file = {
            bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            fileName: part.filename ?? '',
            mimeType: part.mimetype ?? '',
          };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.tooLarge, { code: 'FILE_TOO_LARGE' });
    throw error;
  }
  refuseNul(fields, file?.fileName, file?.mimeType);
  return { file, fields };
}
