import {
  GITHUB_AUTH_ROUTE,
  GithubAuthRequestSchema,
  GOOGLE_AUTH_ROUTE,
  GoogleAuthRequestSchema,
  LINKEDIN_AUTH_ROUTE,
  LinkedInAuthErrorResponseSchema,
  LinkedInAuthRequestSchema,
  linkedInErrorMessage,
  LoginRequestSchema,
  OAuthCodeRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  ResumeUploadResultSchema,
  ScanLimitErrorSchema,
  SupportMessageSchema,
  UsernameSchema,
} from '../index';

describe('account rules', () => {
  it('normalises the email and keeps the username case', () => {
    const parsed = RegisterRequestSchema.parse({
      username: ' Ada.L ',
      email: ' Ada@Example.COM ',
      password: 'correct horse 1',
    });
    expect(parsed).toEqual({ username: 'Ada.L', email: 'ada@example.com', password: 'correct horse 1' });
  });

  it.each(['ab', 'a'.repeat(31), '_ada', 'ada lovelace', 'ada@home', 'ädä'])('rejects the username %j', (username) => {
    expect(UsernameSchema.safeParse(username).success).toBe(false);
  });

  it.each(['short1', 'onlyletters', '12345678901'])('rejects the password %j', (password) => {
    expect(RegisterRequestSchema.safeParse({ username: 'ada', email: 'ada@example.com', password }).success).toBe(
      false,
    );
  });

  it('accepts a login by username or email', () => {
    expect(LoginRequestSchema.parse({ usernameOrEmail: ' ada ', password: 'x' }).usernameOrEmail).toBe('ada');
  });
});

describe('profile update', () => {
  it('cuts a timestamp to its date and blanks to null', () => {
    expect(ProfileUpdateSchema.parse({ firstName: ' ', dateOfBirth: '1990-05-01T00:00:00.000Z' })).toEqual({
      firstName: null,
      lastName: null,
      phoneNumber: null,
      bio: null,
      dateOfBirth: '1990-05-01',
    });
  });

  it('rejects a bio over 500 characters and a non-date', () => {
    expect(ProfileUpdateSchema.safeParse({ bio: 'x'.repeat(501) }).success).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ dateOfBirth: 'yesterday' }).success).toBe(false);
  });
});

describe('support message', () => {
  it('trims the message and defaults the subject', () => {
    expect(SupportMessageSchema.parse({ name: 'Ada', email: 'a@b.co', message: '  hello there  ' })).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      subject: 'Support Request',
      message: 'hello there',
    });
  });

  it('rejects a message shorter than 10 characters after trimming', () => {
    expect(SupportMessageSchema.safeParse({ email: 'a@b.co', message: '   short   ' }).success).toBe(false);
  });
});

describe('response shapes of docs/product/api.md', () => {
  it('reads an upload result with extra fields', () => {
    const result = ResumeUploadResultSchema.parse({
      content: 'text',
      aiAnalysis: { score: 72, analysis: '<p>ok</p>', optimizedResume: null },
      remainingScans: 2,
      hasPaidMembership: false,
      extra: 1,
    });
    expect(result.aiAnalysis.score).toBe(72);
  });

  it('reads the scan-limit error', () => {
    expect(ScanLimitErrorSchema.parse({ message: 'limit', needsPayment: true }).needsPayment).toBe(true);
  });
});

describe('identity-provider sign-in', () => {
  it('trims the code, the state and the ID token and requires them', () => {
    expect(OAuthCodeRequestSchema.parse({ code: ' abc ', state: ' s1 ' })).toEqual({ code: 'abc', state: 's1' });
    expect(GithubAuthRequestSchema.safeParse({ code: '  ', state: 's1' }).success).toBe(false);
    expect(GithubAuthRequestSchema.safeParse({ code: 'abc' }).success).toBe(false);
    expect(LinkedInAuthRequestSchema.safeParse({}).success).toBe(false);
    expect(GoogleAuthRequestSchema.parse({ idToken: 'a.b.c' })).toEqual({ idToken: 'a.b.c' });
    expect(GoogleAuthRequestSchema.safeParse({ idToken: '' }).success).toBe(false);
  });

  it('names the three routes', () => {
    expect(
      [GOOGLE_AUTH_ROUTE, GITHUB_AUTH_ROUTE, LINKEDIN_AUTH_ROUTE].map((route) => `${route.method} ${route.path}`),
    ).toEqual(['POST /api/auth/google', 'POST /api/auth/github', 'POST /api/auth/linkedin']);
  });

  it('reads a failed LinkedIn body as documented: JSON error, else the text, else HTTP status', () => {
    expect(LinkedInAuthErrorResponseSchema.safeParse({ message: 'No', error: 'No' }).success).toBe(true);
    expect(linkedInErrorMessage(401, JSON.stringify({ message: 'No', error: 'LinkedIn said no' }))).toBe(
      'LinkedIn said no',
    );
    expect(linkedInErrorMessage(502, 'Bad Gateway')).toBe('Bad Gateway');
    expect(linkedInErrorMessage(500, '{"message":"only a message"}')).toBe('{"message":"only a message"}');
    expect(linkedInErrorMessage(504, '')).toBe('HTTP 504');
    expect(linkedInErrorMessage(500, null)).toBe('HTTP 500');
  });
});
