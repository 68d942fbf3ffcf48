import { describe, expect, it } from 'vitest';
import { createLogger, redact, redactString } from './logger';

describe('structured logs', () => {
  it('writes one JSON object per line with level, message and fields', () => {
    const lines: string[] = [];
    createLogger('info', (line) => lines.push(line))
      .child({ requestId: 'r1' })
      .info('hello', { status: 200 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'hello', requestId: 'r1', status: 200 });
  });

  it('drops entries below the configured level', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (line) => lines.push(line));
    log.info('quiet');
    log.warn('loud');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['loud']);
  });

  it('never writes passwords, tokens, keys or cookies, whatever the field is called', () => {
    const lines: string[] = [];
    createLogger('debug', (line) => lines.push(line)).info('sign-in', {
      password: 'hunter2-password',
      body: { newPassword: 'p4ssw0rd-new', refresh_token: 'rt-123456' },
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', cookie: 'refresh=abc' },
      FAL_KEY: 'fal-key-secret',
      apiKey: 'api-key-secret',
      url: '/storage/v1/object/sign/images/a.png?expires=1&signature=SIGSECRET',
      note: 'called with Bearer abc.def.ghi',
      database: 'postgres://postgres:dbpass@127.0.0.1:5432/x',
    });
    const text = lines.join('\n');
    for (const secret of [
      'hunter2',
      'p4ssw0rd',
      'rt-123456',
      'eyJhbGci',
      'refresh=abc',
      'fal-key-secret',
      'api-key-secret',
      'SIGSECRET',
      'abc.def.ghi',
      'dbpass',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('redacts errors and strings too', () => {
    expect(redactString('GET /x?token=abc&page=2')).toBe('GET /x?token=[redacted]&page=2');
    const error = redact(new Error('login failed for postgres://u:secretpw@h/db')) as { message: string };
    expect(error.message).not.toContain('secretpw');
  });
});
