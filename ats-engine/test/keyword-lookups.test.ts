import { matchKeyword, SKILL_KEYWORDS, type KeywordDef, type KeywordHit } from '../src/score/matcher';
import { CASE_SENSITIVE } from '../src/score/skills';
import { buildIndex, normalizePhrase, stemPhrase, type TextIndex } from '../src/score/text-index';

// Each keyword's phrases are split into words once and a case-sensitive name is searched for only
// in a text holding it: every answer stays the one the plain look-up gives, whatever was asked
// before.

const TEXTS = [
  'Built front-end apps in React/Redux and Node.js; CI/CD with GitHub Actions. Led the front end team.',
  'Google Cloud, Golang services; go-to person for Go and Rust. Express.js and Express APIs on Spring Boot.',
  'Spring 2021 intern at Oracle Health. R&D in R, Ruby on Rails; Swift and SwiftUI. Trusted by the team.',
  'constructor toString hasOwnProperty __proto__ valueOf: words that are names of object properties.',
  'Registered nurse: patient care, BLS, ACLS, phlebotomy, EHR (Epic), wound care; managed managing management.',
  'Forklift operation, inventory control, OSHA 10, pallet jack, warehouse management systems, cycle counts.',
  'tested testing tests microservices microservice customer service customer-service',
  '',
];

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The look-up as the matcher describes it, built from scratch for each question. */
function plainLookUp(def: KeywordDef, index: TextIndex, raw: string): KeywordHit | null {
  if (CASE_SENSITIVE.has(def.keyword)) {
    const name = escapeRe(def.keyword.replace(/\.js$/, ''));
    const m = new RegExp(`(?<![\\w.-])${name}(?:\\.js)?(?![\\w&-]|\\.\\w)`).exec(raw);
    return m ? { type: 'exact', found: m[0], count: index.count(normalizePhrase(def.keyword)) || 1 } : null;
  }
  const exact = index.count(normalizePhrase(def.keyword));
  if (exact) return { type: 'exact', found: def.keyword, count: exact };
  for (const alias of def.aliases.map(normalizePhrase).filter((a) => a !== '')) {
    const n = index.count(alias);
    if (n) return { type: 'alias', found: alias, count: n };
  }
  const stems = def.soft
    ? []
    : [stemPhrase(def.keyword), ...def.aliases.map(stemPhrase)].filter((s) => s.replace(/ /g, '').length >= 5);
  for (const s of stems) {
    const n = index.stemCount(s);
    if (n) return { type: 'stemmed', found: s, count: n };
  }
  return null;
}

describe('looking keywords up in a text', () => {
  it('counts a phrase given as its words as it counts the phrase', () => {
    const index = buildIndex(TEXTS.join(' '));
    for (const phrase of [
      'front end',
      'github actions',
      'customer service',
      'node.js',
      'ci/cd',
      'constructor',
      'hasownproperty',
      '__proto__',
      'care care',
      'one two three four five',
      'kubernetes',
      '',
    ]) {
      expect(index.countWords(phrase.split(' '))).toBe(index.count(phrase));
      const stemmed = stemPhrase(phrase);
      expect(index.stemCountWords(stemmed.split(' '))).toBe(index.stemCount(stemmed));
    }
    expect(index.countWords(['front', 'end'])).toBe(2);
    expect(index.stemCountWords(stemPhrase('tested').split(' '))).toBe(3);
  });

  it('gives every skill the answer the plain look-up gives, text after text and asked twice', () => {
    const defs = [
      ...SKILL_KEYWORDS,
      { keyword: 'Go', aliases: ['golang'], soft: false },
      { keyword: 'customer service', aliases: ['client service', ''], soft: true },
    ];
    for (const round of [0, 1])
      for (const raw of round === 0 ? TEXTS : [...TEXTS].reverse()) {
        const index = buildIndex(raw);
        for (const def of defs)
          expect([def.keyword, matchKeyword(def, index, raw)]).toEqual([def.keyword, plainLookUp(def, index, raw)]);
      }
  });

  it('reads a case-sensitive name only where it is written as a word', () => {
    const go = SKILL_KEYWORDS.find((def) => def.keyword === 'Go')!;
    const express = SKILL_KEYWORDS.find((def) => def.keyword === 'Express.js')!;
    const look = (def: KeywordDef, raw: string) => matchKeyword(def, buildIndex(raw), raw);
    expect(look(go, 'Google and Golang')).toBeNull();
    expect(look(go, 'go to market')).toBeNull();
    expect(look(go, 'Services in Go.')).toEqual({ type: 'exact', found: 'Go', count: 1 });
    expect(look(express, 'Express.js APIs')).toEqual({ type: 'exact', found: 'Express.js', count: 1 });
    expect(look(express, 'Expressive writing')).toBeNull();
  });

  it('hands each caller its own answer', () => {
    const def = SKILL_KEYWORDS.find((k) => k.keyword === 'React')!;
    const raw = 'React and React Native';
    const index = buildIndex(raw);
    const first = matchKeyword(def, index, raw)!;
    first.count = 99;
    first.found = 'changed';
    expect(matchKeyword(def, index, raw)).toEqual({ type: 'exact', found: 'React', count: 2 });
    expect(matchKeyword(def, buildIndex('Vue'), 'Vue')).toBeNull();
  });
});
