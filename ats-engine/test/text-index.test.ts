import { buildIndex, stemPhrase, tokenize } from '../src/score/text-index';
import { requirementsOf } from '../src/score/job-description';

describe('the text index the matcher looks keywords up in', () => {
  const index = buildIndex(
    'Built front-end apps in React/Redux and Node.js; CI/CD with GitHub Actions. Led the front end team. Tested services, testing daily.',
  );

  it('counts one-word and multi-word phrases where the words follow each other', () => {
    expect(index.count('react')).toBe(1);
    expect(index.count('front end')).toBe(2);
    expect(index.count('github actions')).toBe(1);
    expect(index.count('actions github')).toBe(0);
    expect(index.count('node.js')).toBe(1);
    expect(index.count('ci/cd')).toBe(1);
    expect(index.count('kubernetes')).toBe(0);
    expect(index.count('')).toBe(0);
  });

  it('counts stems, so "tested" and "testing" meet', () => {
    expect(index.stemCount(stemPhrase('test'))).toBe(2);
    expect(index.stemCount(stemPhrase('services'))).toBe(1);
  });

  it('knows phrases of at most four words', () => {
    const long = buildIndex('one two three four five');
    expect(long.count('one two three four')).toBe(1);
    expect(long.count('one two three four five')).toBe(0);
  });

  it('treats words that are names of object properties as plain words', () => {
    expect(tokenize('constructor toString frontend')).toEqual(['constructor', 'tostring', 'front', 'end']);
  });
});

describe('reading a job posting once', () => {
  const posting = 'Senior Backend Engineer\nRequirements\n- 5+ years of Go and PostgreSQL\nPreferred\n- Kubernetes';

  it('gives the same frozen reading for the same text, so no caller can change another one', () => {
    const first = requirementsOf(posting);
    expect(requirementsOf(posting)).toBe(first);
    expect(Object.isFrozen(first.hardSkills)).toBe(true);
    expect(() => (first.hardSkills as unknown[]).push('x')).toThrow(TypeError);
    expect(first.hardSkills.map((k) => k.keyword)).toEqual(expect.arrayContaining(['PostgreSQL', 'Kubernetes']));
  });
});
