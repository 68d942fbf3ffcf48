import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { adminPathFor, checkNewUser, deleteFailure, parseTokens, searchOf, tokensProblem } from './users';

describe('a typed token count', () => {
  it.each([
    ['500', 500],
    [' 42 ', 42],
    ['0', 0],
    ['-5', -5],
    ['12.7', 12],
    ['', 0],
    ['abc', 0],
    ['e5', 0],
  ])('%j reads as %d', (text, tokens) => {
    expect(parseTokens(text)).toBe(tokens);
  });

  it('may not be negative', () => {
    expect(tokensProblem(-1)).toBe('Tokens cannot be negative');
    expect(tokensProblem(0)).toBeNull();
    expect(tokensProblem(500)).toBeNull();
  });
});

describe('the Add User form', () => {
  it.each([
    [{ email: '', password: 'secret12', tokens: '0' }],
    [{ email: '   ', password: 'secret12', tokens: '0' }],
    [{ email: 'a@example.com', password: '', tokens: '0' }],
    [{ email: 'a@example.com', password: '    ', tokens: '0' }],
  ])('stops a blank e-mail or password before the server: %j', (form) => {
    expect(checkNewUser(form)).toEqual({ ok: false, message: 'Email and password are required.' });
  });

  it('stops negative tokens, and reads anything else as a whole number', () => {
    expect(checkNewUser({ email: 'a@example.com', password: 'secret12', tokens: '-3' })).toEqual({
      ok: false,
      message: 'Tokens cannot be negative',
    });
    expect(checkNewUser({ email: ' a@example.com ', password: 'secret12', tokens: 'lots' })).toEqual({
      ok: true,
      user: { email: 'a@example.com', password: 'secret12', tokens: 0 },
    });
    expect(checkNewUser({ email: 'a@example.com', password: 'secret12', tokens: '25' })).toMatchObject({ ok: true, user: { tokens: 25 } });
  });
});

describe('the search in the address', () => {
  it('is read from ?q= and written back, encoded', () => {
    expect(searchOf('?q=ann%40example.com')).toBe('ann@example.com');
    expect(searchOf('')).toBe('');
    expect(adminPathFor('ann@example.com')).toBe('/admin?q=ann%40example.com');
    expect(adminPathFor('  ')).toBe('/admin');
  });
});

describe('a failed delete', () => {
  it("says the server's message, 'No session' when the session is gone, or that the network failed", () => {
    expect(deleteFailure(new ApiError(404, 'not_found', 'User not found'))).toBe('Failed to delete user: User not found');
    expect(deleteFailure(new ApiError(401, 'unauthorized', 'Your session has expired. Please sign in again.'))).toBe(
      'Failed to delete user: No session',
    );
    expect(deleteFailure(new TypeError('Failed to fetch'))).toMatch(/^Failed to delete user: .+/);
  });
});
