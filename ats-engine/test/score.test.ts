import {
  extractDocumentText,
  extractJobRequirements,
  feedbackSentence,
  INDUSTRIES,
  parseResume,
  parseResumeText,
  renderFeedbackHtml,
  scoreResume,
  shutdownPdfWorkers,
  streamAnalysis,
  type ParsedResume,
} from '../src/index';
import { corpusBytes, describeWithCorpus, JDS, masterResume, PAIRS, renderText } from './support/corpus';

const resumes = new Map<string, ParsedResume>();
const jds = new Map<string, string>();
const NOW = new Date('2026-01-15T00:00:00Z');

beforeAll(async () => {
  for (const file of [...Object.keys(PAIRS), 'ditto_two_column.pdf']) {
    resumes.set(
      file,
      file.endsWith('.json')
        ? parseResumeText(renderText(masterResume()))
        : await parseResume(corpusBytes(`resumes/${file}`)),
    );
  }
  for (const jd of JDS) jds.set(jd, (await extractDocumentText(corpusBytes(`jds/${jd}`))).text);
}, 60_000);

afterAll(() => shutdownPdfWorkers());

const score = (resume: string, jd?: string, industry?: string) =>
  scoreResume(resumes.get(resume)!, { jobDescription: jd ? jds.get(jd) : undefined, industry }, NOW);

describeWithCorpus('scoreResume', () => {
  it('gives the same result for the same input, with a version', () => {
    const a = score('john_doe.pdf', 'job_desc_java_developer.pdf');
    const b = score('john_doe.pdf', 'job_desc_java_developer.pdf');
    expect(a).toEqual(b);
    expect(a.version).toMatch(/^ats-/);
  });

  it('adds up its components to the headline score, each within its maximum', () => {
    for (const jd of [undefined, 'e2e_backend-eng.txt']) {
      const r = score('bruce_wayne_fullstack.pdf', jd);
      expect(r.components.reduce((n, c) => n + c.max, 0)).toBe(100);
      expect(r.components.reduce((n, c) => n + c.score, 0)).toBe(r.score);
      for (const c of r.components) expect(c.score).toBeGreaterThanOrEqual(0);
      for (const c of r.components) expect(c.score).toBeLessThanOrEqual(c.max);
      expect(Number.isInteger(r.score)).toBe(true);
    }
  });

  it.each(Object.entries(PAIRS))(
    'scores %s higher against its own job descriptions than against any other',
    (resume, own) => {
      const others = JDS.filter((jd) => !own.includes(jd)).map((jd) => ({ jd, score: score(resume, jd).score }));
      const best = others.reduce((a, b) => (b.score > a.score ? b : a));
      const beaten = own.map((jd) => ({ jd, score: score(resume, jd).score })).filter((o) => o.score <= best.score);
      expect(beaten.map((o) => `${o.jd} ${o.score} <= ${best.jd} ${best.score}`)).toEqual([]);
    },
  );

  describe('reads the skills a posting asks for, not every word that resembles one', () => {
    const hard = (jd: string) => extractJobRequirements(jd).hardSkills;
    const names = (jd: string) => hard(jd).map((k) => k.keyword);

    it('does not take an everyday word for a skill', () => {
      // "budgets" stems to the Budgeting skill; a posting that wanted it would name it.
      expect(names('Requirements: React and TypeScript. You will own frontend performance budgets.')).not.toContain(
        'Budgeting',
      );
      expect(names('Requirements: budgeting and forecasting for the product line.')).toContain('Budgeting');
      // One-word names still count in the plural or singular.
      expect(names('Requirements: experience with a microservice platform.')).toContain('Microservices');
      // Working with cross-functional teams is collaboration, not a hard skill.
      const req = extractJobRequirements('Requirements: Java. Collaborate with cross-functional teams.');
      expect(req.hardSkills.map((k) => k.keyword)).toEqual(['Java']);
      expect(req.softSkills.map((k) => k.keyword)).toEqual(
        expect.arrayContaining(['Collaboration', 'Cross-functional Leadership']),
      );
    });

    it('does not count a skill that only appears inside a longer one', () => {
      expect(names('Requirements: Tailwind CSS and CSS-in-JS; GitHub Actions; Oracle or SQL Server.')).toEqual(
        expect.not.arrayContaining(['CSS', 'JavaScript', 'GitHub', 'SQL']),
      );
      expect(names('Requirements: SQL Server and SQL.')).toEqual(expect.arrayContaining(['SQL Server', 'SQL']));
    });

    it('groups only the listed alternatives, not the rest of the sentence', () => {
      const ks = hard(
        'Requirements: modern JavaScript frameworks like React.js, Vue.js, or Angular.js; analytics tools (Amplitude, Mixpanel, or Looker) and SQL; at least one web framework (JSF, Wicket, GWT).',
      );
      const group = (name: string) => ks.find((k) => k.keyword === name)?.group;
      expect(group('JavaScript')).toBeUndefined();
      expect(group('SQL')).toBeUndefined();
      expect(group('React')).toBeDefined();
      expect([group('Vue.js'), group('Angular')]).toEqual([group('React'), group('React')]);
      expect([group('Mixpanel'), group('Looker')]).toEqual([group('Amplitude'), group('Amplitude')]);
      expect(group('Amplitude')).not.toBe(group('React'));
      expect(group('GWT')).toBe(group('JSF'));
      expect(group('JSF')).toBeDefined();
      // "and" joins requirements, all of them.
      expect(hard('Requirements: Docker and Kubernetes.').every((k) => k.group === undefined)).toBe(true);
    });

    it('ignores what the employer offers and says about itself', () => {
      const req = extractJobRequirements(
        'Requirements\n• Python and Django.\n\nBenefits\n• Flexible work hours.\n• Free Salesforce training.\n\nHow to Apply\nSend your resume.',
      );
      expect(req.softSkills.map((k) => k.keyword)).not.toContain('Adaptability');
      expect(req.hardSkills.map((k) => k.keyword)).toEqual(['Python', 'Django']);
    });

    it('gives a resume no credit for a whole group of alternatives through a skill outside it', () => {
      const pm = parseResumeText(
        'Pat Kim\nProduct Manager\npat@example.com\n\nEXPERIENCE\nProduct Manager | Acme | Jan 2020 - Present\n- Led the roadmap for 3 products\n\nSKILLS\nJavaScript',
      );
      const r = scoreResume(
        pm,
        {
          jobDescription:
            'Front End Engineer\nRequirements: modern JavaScript frameworks such as React, Vue, or Angular.',
        },
        NOW,
      );
      expect(r.keywords!.matched.map((m) => m.keyword)).toEqual(['JavaScript']);
      expect(r.keywords!.missing).toEqual(expect.arrayContaining([{ keyword: 'React', importance: 'required' }]));
      expect(r.keywords!.matchRate).toBe(50);
    });
  });

  it('reports exact, alias and stemmed keyword matches separately', () => {
    const parsed = parseResumeText(
      'Sam Lee\nsam@example.com\n\nEXPERIENCE\nEngineer | Acme | Jan 2020 - Present\n- Deployed services to k8s with JS tooling and wrote unit tests\n\nSKILLS\nPython, Microservice design',
    );
    const r = scoreResume(
      parsed,
      {
        jobDescription:
          'Requirements: Kubernetes, JavaScript, Python, microservices and unit testing. Nice to have: Terraform.',
      },
      NOW,
    );
    const byName = Object.fromEntries(r.keywords!.matched.map((m) => [m.keyword, m]));
    expect(byName.Python).toMatchObject({ match: 'exact' });
    expect(byName.Kubernetes).toMatchObject({ match: 'alias', found: 'k8s' });
    expect(byName.JavaScript).toMatchObject({ match: 'alias', found: 'js' });
    expect(byName.Microservices).toMatchObject({ match: 'stemmed' });
    expect(r.keywords!.missing).toContainEqual({ keyword: 'Terraform', importance: 'preferred' });
    expect(r.keywords!.alias).toEqual(expect.arrayContaining(['Kubernetes', 'JavaScript']));
  });

  it('penalises keyword stuffing', () => {
    const base =
      'Sam Lee\nsam@example.com\n\nEXPERIENCE\nEngineer | Acme | Jan 2020 - Present\n- Built a Python billing service used by 40 teams\n\nSKILLS\n';
    const honest = scoreResume(
      parseResumeText(`${base}Python`),
      { jobDescription: 'Python developer wanted. Requirements: Python.' },
      NOW,
    );
    const stuffed = scoreResume(
      parseResumeText(`${base}${Array(30).fill('Python').join(', ')}`),
      { jobDescription: 'Python developer wanted. Requirements: Python.' },
      NOW,
    );
    expect(stuffed.keywords!.stuffing.length).toBeGreaterThan(0);
    expect(stuffed.components.find((c) => c.id === 'keywords')!.score).toBeLessThan(
      honest.components.find((c) => c.id === 'keywords')!.score,
    );
  });

  it('lowers parseability for the two-column, ligature and icon layout', () => {
    const ditto = score('ditto_two_column.pdf');
    const john = score('john_doe.pdf');
    const part = (r: typeof ditto) => r.components.find((c) => c.id === 'parseability')!;
    expect(part(ditto).score).toBeLessThan(part(john).score);
    expect(part(ditto).suggestions.join(' ')).toMatch(/column/);
  });

  it('uses the industry profile and accepts the documented values and labels', () => {
    expect(INDUSTRIES.map((i) => i.value)).toEqual([
      'General',
      'Tech',
      'Healthcare',
      'Finance',
      'Marketing',
      'Education',
      'Manufacturing',
      'Retail',
    ]);
    expect(score('ditto_two_column.pdf', undefined, 'Finance').industry).toBe('Finance');
    expect(score('john_doe.pdf', undefined, 'Technology').industry).toBe('Tech');
    const finance = score('ditto_two_column.pdf', undefined, 'Finance').components.find((c) => c.id === 'industry')!;
    const health = score('ditto_two_column.pdf', undefined, 'Healthcare').components.find((c) => c.id === 'industry')!;
    expect(finance.score).toBeGreaterThan(health.score);
  });
});

describeWithCorpus('feedback', () => {
  it('uses the documented sentence of each band', () => {
    expect(feedbackSentence(80)).toBe('Excellent! Your resume is well-optimized for ATS systems.');
    expect(feedbackSentence(79)).toBe('Good! Your resume has decent ATS compatibility with room for improvement.');
    expect(feedbackSentence(60)).toBe('Good! Your resume has decent ATS compatibility with room for improvement.');
    expect(feedbackSentence(59)).toBe(
      'Your resume could benefit from ATS optimization. Consider using standard formatting and relevant keywords.',
    );
  });

  it('renders HTML from an allow-list of tags and escapes everything the resume says', () => {
    const parsed = parseResumeText(
      '<script>alert(1)</script> Doe\nx@example.com\n\n<img src=x onerror=alert(1)>\nEXPERIENCE\nEngineer | <b>Acme</b> | 2020 - 2021\n- Responsible for <iframe>',
    );
    const html = renderFeedbackHtml(
      scoreResume(parsed, { jobDescription: 'Requirements: <script>React</script>' }, NOW),
    );
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
    expect(new Set(tags)).toEqual(
      new Set(tags.filter((t) => ['h3', 'h4', 'p', 'ul', 'li', 'strong', 'em'].includes(t))),
    );
    expect(html).not.toMatch(/<script|<iframe|<img/);
    expect(html).toContain('&lt;iframe&gt;');
  });

  it('streams the analysis as HTML deltas, then the final score', async () => {
    const events = [];
    for await (const e of streamAnalysis(resumes.get('john_doe.pdf')!, {
      jobDescription: jds.get('job_desc_java_developer.pdf'),
    }))
      events.push(e);
    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data as string);
    expect(deltas.length).toBeGreaterThan(3);
    // The band's sentence, told of the required keywords the resume misses (decision 036).
    const missingRequired = (deltas.join('').match(/Missing required keywords: <em>([^<]*)<\/em>/)?.[1] ?? '')
      .split(', ')
      .filter(Boolean).length;
    expect(deltas.join('')).toContain(feedbackSentence((final.data as { score: number }).score, missingRequired));
  });
});
