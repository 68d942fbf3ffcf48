/**
 * Structured JSON logs, one object a line. Anything that looks like a credential is redacted before it
 * is written, whatever the caller passes: keys named like passwords, tokens, secrets, keys, cookies or
 * authorization headers, bearer strings, and signature/token query parameters in URLs.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const SECRET_KEY = /pass(word)?|secret|token|api[-_]?key|^key$|_key$|authorization|cookie|signature|credential|jwt/i;
const SECRET_QUERY = /([?&](?:token|signature|sig|key|access_token|refresh_token|password)=)[^&#\s"]*/gi;
const BEARER = /\b(Bearer|Basic|Key)\s+[A-Za-z0-9._~+/=:-]+/g;
const DB_URL_PASSWORD = /(\w+:\/\/[^:/\s]+:)[^@\s]+@/g;

export function redactString(text: string): string {
  return text.replace(SECRET_QUERY, '$1[redacted]').replace(BEARER, '$1 [redacted]').replace(DB_URL_PASSWORD, '$1[redacted]@');
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) {
    return { name: value.name, message: redactString(value.message), stack: value.stack ? redactString(value.stack) : undefined };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? '[redacted]' : redact(item, depth + 1);
  }
  return out;
}

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  base: Record<string, unknown> = {},
): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] < rank[level]) return;
    const entry = redact({ time: new Date().toISOString(), level: lvl, msg, ...base, ...fields });
    write(JSON.stringify(entry));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}
