/* eslint-disable no-control-regex -- the PDF reader reports unmapped ligature glyphs as U+0000, which these patterns look for. */
// Some PDF generators draw "fi", "fl", "ff", "ffi" and "ffl" with ligature glyphs that have no
// Unicode mapping, so the letters come out as U+0000 ("\u0000nancial"). The glyphs for the
// different ligatures are indistinguishable in the text layer, so the word decides.

const CANDIDATES = ['fi', 'fl', 'ff', 'ffi', 'ffl'] as const;

/** Stems that settle the choice; lower case. Ordered roughly by how often they occur in resumes. */
const STEMS = [
  'financ',
  'fintech',
  'fiscal',
  'fidelity',
  'field',
  'file',
  'filing',
  'filter',
  'final',
  'find',
  'firm',
  'first',
  'fit',
  'fix',
  'fiat',
  'fiber',
  'fibre',
  'fiction',
  'figure',
  'figma',
  'profil',
  'profit',
  'certifi',
  'specifi',
  'identifi',
  'verifi',
  'qualifi',
  'modifi',
  'simplifi',
  'classifi',
  'diversifi',
  'quantifi',
  'unifi',
  'notifi',
  'justifi',
  'amplifi',
  'exemplifi',
  'signifi',
  'clarifi',
  'magnifi',
  'gratifi',
  'beneficia',
  'benefit',
  'confiden',
  'configur',
  'confirm',
  'define',
  'definit',
  'infinit',
  'scientifi',
  'terrifi',
  'artifici',
  'sacrifi',
  'proficien',
  'deficien',
  'efficien',
  'sufficien',
  'officia',
  'office',
  'officer',
  'offer',
  'offic',
  'offshore',
  'offsite',
  'offboard',
  'effect',
  'effort',
  'affili',
  'afford',
  'affair',
  'staff',
  'traffic',
  'differ',
  'diffus',
  'suffix',
  'buffer',
  'coffee',
  'tariff',
  'sheriff',
  'playoff',
  'handoff',
  'kickoff',
  'flow',
  'flu',
  'flex',
  'flat',
  'flash',
  'fleet',
  'flag',
  'flight',
  'float',
  'floor',
  'flour',
  'flask',
  'flutter',
  'flyer',
  'flagship',
  'reflect',
  'inflat',
  'conflict',
  'influen',
  'affluen',
  'fluen',
  'overflow',
  'workflow',
  'cashflow',
  'airflow',
  'shuffl',
  'baffl',
  'raffl',
  'snuffl',
  'scaffold',
];

function restoreWord(word: string): string {
  const lower = word.toLowerCase();
  let best: string | null = null;
  let bestScore = -1;
  for (const candidate of CANDIDATES) {
    const guess = lower.replace(/\u0000/g, candidate);
    let score = 0;
    for (const stem of STEMS) {
      if (guess.includes(stem)) score = Math.max(score, stem.length);
    }
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  if (bestScore <= 0) {
    // No stem matched: "fl" before o/u/y (flow, fluent, fly), otherwise the far commoner "fi".
    const next = /\u0000([a-z])/i.exec(word)?.[1]?.toLowerCase() ?? '';
    best = 'ouy'.includes(next) && next !== '' ? 'fl' : 'fi';
  }
  const letters = word.replace(/[^\p{L}]/gu, '');
  const isUpper = letters.length > 1 && letters === letters.toUpperCase();
  return word.replace(/\u0000/g, isUpper ? best!.toUpperCase() : best!);
}

export function restoreLigatures(text: string): { text: string; restored: number } {
  let restored = 0;
  let icons = 0;
  const folded = text.replace(/[\uFB00-\uFB06]/g, (c) => c.normalize('NFKC'));
  // (Only a text holding an unnamed glyph has a word to restore or an icon to drop.)
  if (!folded.includes('\u0000')) return { text: folded, restored };
  const out = folded.replace(/(?<![\p{L}\u0000'-])[\p{L}\u0000'-]*\u0000[\p{L}\u0000'-]*/gu, (word) => {
    // A glyph standing alone is an icon drawn from the text font (a pin, a phone), not a ligature.
    if (!/\p{L}/u.test(word)) {
      icons++;
      return '';
    }
    restored++;
    return restoreWord(word);
  });
  // Where icons went, the spaces around them go too.
  // (Split and trimmed, not matched: a pattern with a space run on either side of a tab would
  // backtrack over long runs of spaces.)
  const tidy =
    icons > 0
      ? out
          .split('\n')
          .map((line) =>
            line
              .split('\t')
              .map((cell) => cell.trim().replace(/ {2,}/g, ' '))
              .filter((cell) => cell !== '')
              .join('\t'),
          )
          .join('\n')
      : out;
  return { text: tidy, restored };
}

/**
 * LaTeX's T1 (Cork) encoding puts its dashes, quotes and ligatures at codes 0x0D-0x1F, and a PDF
 * typeset with `\usepackage[T1]{fontenc}` in a font with no Unicode map reports those codes as
 * they are ('Jun 2019 \u0015 present', 'Certi\u001ccations'). Text never holds these control
 * characters otherwise, so each is read as the glyph Cork puts there.
 */
const CORK: Record<string, string> = {
  '\u000d': '‚',
  '\u000e': '‹',
  '\u000f': '›',
  '\u0010': '“',
  '\u0011': '”',
  '\u0012': '„',
  '\u0013': '«',
  '\u0014': '»',
  '\u0015': '–',
  '\u0016': '—',
  '\u0017': '',
  '\u0018': '',
  '\u0019': 'ı',
  '\u001a': 'ȷ',
  '\u001b': 'ff',
  '\u001c': 'fi',
  '\u001d': 'fl',
  '\u001e': 'ffi',
  '\u001f': 'ffl',
};

export function fromCorkCodes(str: string): string {
  return /[\u000d-\u001f]/.test(str) ? str.replace(/[\u000d-\u001f]/g, (code) => CORK[code]!) : str;
}
