// The support inbox as the team reads it without SMTP (`pnpm support:inbox`): priority first, then
// the longest waiting; each with its age.
import type { SupportMessageRow } from '../db/schema';

export function humanAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export function formatInbox(rows: SupportMessageRow[], now = Date.now()): string {
  if (rows.length === 0) return 'No support messages.';
  return rows
    .map((row) => {
      const tag = row.priority ? 'PRIORITY' : 'standard';
      const state = row.mailedAt ? 'mailed' : 'stored';
      const head = `[${tag}] ${humanAge(now - row.createdAt.getTime())} ago  ${row.subject}  from ${row.name ? `${row.name} ` : ''}<${row.email}>  (${state}, id ${row.id})`;
      const preview = row.message.length > 200 ? `${row.message.slice(0, 200)}…` : row.message;
      return `${head}\n    ${preview.replace(/\s+/g, ' ')}`;
    })
    .join('\n');
}
