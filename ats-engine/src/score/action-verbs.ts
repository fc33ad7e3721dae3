const VERBS = `accelerate accomplish achieve acquire adapt administer advise advocate align analyze analyse architect arrange assess audit author automate boost budget build calculate champion change chair clarify coach collaborate compile complete compose conceive conduct configure consolidate construct consult contribute control convert coordinate create cultivate curate cut debug decrease define deliver deploy design detect develop devise diagnose direct discover document double draft drive earn edit educate eliminate enable engineer enhance establish evaluate examine execute expand expedite facilitate finalize forecast forge formulate found generate grow guide halve handle head identify implement improve increase influence initiate innovate inspect install instruct integrate interview introduce invent investigate launch lead led lobby maintain manage market maximize measure mentor merge migrate minimize model modernize monitor motivate negotiate onboard operate optimize orchestrate organize outperform overhaul own partner pilot pioneer plan prepare present prioritize process produce program promote propose prototype provide publish qualify raise rebuild recommend reconcile recruit redesign reduce refactor refine release remodel reorganize replace research resolve restructure revamp review revise save scale schedule secure select sell ship simplify solve spearhead standardize steer streamline strengthen structure supervise support surpass teach test train transform translate triple troubleshoot unify upgrade utilize validate win write`;

const BASE = new Set(VERBS.split(/\s+/));
const IRREGULAR: Record<string, string> = {
  led: 'lead',
  built: 'build',
  drove: 'drive',
  wrote: 'write',
  ran: 'run',
  grew: 'grow',
  won: 'win',
  sold: 'sell',
  taught: 'teach',
  made: 'make',
  began: 'begin',
  cut: 'cut',
  set: 'set',
  spoke: 'speak',
  oversaw: 'oversee',
  brought: 'bring',
  found: 'find',
  shipped: 'ship',
  planned: 'plan',
  scaled: 'scale',
};
export const WEAK_STARTS =
  /^(responsible for|duties included|worked on|helped|assisted|participated|involved in|tasked with|in charge of|handled|was|were|did|various)\b/i;

/** The verb's base form when the word is an action verb in past, present or -ing form; else null. */
export function actionVerbBase(word: string): string | null {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (BASE.has(w)) return w;
  const candidates = [
    w.replace(/ied$/, 'y'),
    w.replace(/ed$/, ''),
    w.replace(/d$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
    w.replace(/ies$/, 'y'),
    w.replace(/es$/, ''),
    w.replace(/s$/, ''),
    w.replace(/([a-z])\1ed$/, '$1'),
    w.replace(/([a-z])\1ing$/, '$1'),
  ];
  return candidates.find((c) => c !== w && BASE.has(c)) ?? null;
}

const PAST: Record<string, string> = {
  lead: 'Led',
  build: 'Built',
  drive: 'Drove',
  write: 'Wrote',
  grow: 'Grew',
  win: 'Won',
  sell: 'Sold',
  teach: 'Taught',
  cut: 'Cut',
  found: 'Founded',
  ship: 'Shipped',
  plan: 'Planned',
  program: 'Programmed',
  control: 'Controlled',
  commit: 'Committed',
  own: 'Owned',
  test: 'Tested',
  double: 'Doubled',
  triple: 'Tripled',
  halve: 'Halved',
};

/** "develop" -> "Developed", for bullets of past roles. */
export function pastTense(base: string): string {
  if (PAST[base]) return PAST[base]!;
  let out: string;
  if (base.endsWith('e')) out = `${base}d`;
  else if (/[^aeiou]y$/.test(base)) out = `${base.slice(0, -1)}ied`;
  else out = `${base}ed`;
  return out[0]!.toUpperCase() + out.slice(1);
}
