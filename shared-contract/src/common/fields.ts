import { z } from 'zod';

/** A calendar date without time, `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date();

/** Optional free text a client may send as '', null or absent; normalised to null when blank. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
