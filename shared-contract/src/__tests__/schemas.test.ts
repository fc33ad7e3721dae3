import {
  LoginRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  ResumeUploadResultSchema,
  ScanLimitErrorSchema,
  SupportMessageSchema,
  UsernameSchema,
} from '../index';

describe('account rules', () => {
  it('normalises the email and keeps the username case', () => {
    const parsed = RegisterRequestSchema.parse({ username: ' Ada.L ', email: ' Ada@Example.COM ', password: 'correct horse 1' });
    expect(parsed).toEqual({ username: 'Ada.L', email: 'ada@example.com', password: 'correct horse 1' });
  });

  it.each(['ab', 'a'.repeat(31), '_ada', 'ada lovelace', 'ada@home', 'ädä'])('rejects the username %j', (username) => {
    expect(UsernameSchema.safeParse(username).success).toBe(false);
  });

  it.each(['short1', 'onlyletters', '12345678901'])('rejects the password %j', (password) => {
    expect(RegisterRequestSchema.safeParse({ username: 'ada', email: 'ada@example.com', password }).success).toBe(false);
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

describe('response shapes of SPEC.md section 3', () => {
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
