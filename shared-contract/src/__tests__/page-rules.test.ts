import { PasswordSchema } from '../auth/rules';
import { passwordProblem } from '../static/page-rules';
import type * as ApiRoutes from '../static/api-routes';
import type * as PageRules from '../static/page-rules';

describe('the zod-free modules a page and the API client load at start', () => {
  it('load no zod: no schema is built by importing the routes or the rules pages render with', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      const routes = require('../static/api-routes') as typeof ApiRoutes;
      const rules = require('../static/page-rules') as typeof PageRules;
      expect(routes.LOGIN_ROUTE).toEqual({ method: 'POST', path: '/api/auth/login' });
      expect(rules.PASSWORD_RULES.minLength).toBe(8);
      expect(rules.MEMBERSHIP_TYPES).toBeDefined();
    });
  });

  it("passwordProblem gives PasswordSchema's first message, or null when the schema accepts", () => {
    const samples = [
      '',
      'short1',
      'abcdefgh',
      '12345678',
      'abcdefg1',
      'pässwört!',
      'x'.repeat(128) + '1',
      'a1'.repeat(64),
    ];
    for (const password of samples) {
      const parsed = PasswordSchema.safeParse(password);
      expect([password, passwordProblem(password)]).toEqual([
        password,
        parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      ]);
    }
  });
});
