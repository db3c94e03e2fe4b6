import { describe, expect, it } from 'vitest';
import { inviteSchema } from './invite-schema';

const messages = (value: unknown) =>
  inviteSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('invite form', () => {
  it('needs a name and a valid email', () => {
    expect(messages({ name: 'A', email: 'nope', role: 'barber' })).toEqual([
      'staffAdmin.errors.nameTooShort',
      'staffAdmin.errors.emailInvalid',
    ]);
    expect(messages({ name: 'Aino', email: '', role: 'barber' })).toEqual([
      'staffAdmin.errors.emailRequired',
    ]);
    expect(messages({ name: 'Aino', email: 'aino@example.com', role: 'receptionist' })).toEqual([]);
  });
});
