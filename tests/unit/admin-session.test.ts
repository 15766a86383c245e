/**
 * The login screen reads the server's answers without zod (src/domain/accounts/admin-session.ts): its readers must
 * accept exactly what the schemas the server answers with accept, and give the same values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAdminSession, readLoginResponse } from '../../src/domain/accounts/admin-session.ts';
import { AdminSessionSchema, LoginResponseSchema } from '../../src/domain/accounts/admin-user.ts';

/** Values near the shape asked for: the right fields, of any type, some missing, some more. */
const field = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.constant(undefined));
const session = fc.oneof(
  fc.record({ username: field, role: field }, { requiredKeys: [] }),
  fc.record({ username: fc.string(), role: fc.string(), extra: field }),
  field,
);
const answer = fc.oneof(
  fc.record(
    { access_token: fc.oneof(fc.string(), field), admin: session, must_change_password: field },
    { requiredKeys: [] },
  ),
  fc.record({ access_token: fc.string(), admin: session, must_change_password: fc.boolean() }),
  fc.array(field),
  field,
);

const parsed = <T>(result: { success: boolean; data?: T }) => (result.success ? result.data : null);

describe('the login screen reads the answers as the schemas do', () => {
  it('who is logged in', () => {
    fc.assert(
      fc.property(session, (value) => {
        expect(readAdminSession(value)).toEqual(parsed(AdminSessionSchema.safeParse(value)));
      }),
    );
  });

  it("the login's answer", () => {
    fc.assert(
      fc.property(answer, (value) => {
        expect(readLoginResponse(value)).toEqual(parsed(LoginResponseSchema.safeParse(value)));
      }),
    );
  });
});
