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
  /** Whether entries of this level are written (so callers can skip building their fields). */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
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

/**
 * A logger writing entries of `level` and above. A child (one per request) is a small object that
 * keeps its fields apart and merges them only when it writes an entry.
 */
export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  base: Record<string, unknown> = {},
): Logger {
  return new JsonLogger(rank[level], write, base);
}

class JsonLogger implements Logger {
  constructor(
    private readonly threshold: number,
    private readonly write: (line: string) => void,
    private readonly fields: Record<string, unknown>,
    private readonly parent?: JsonLogger,
  ) {}

  enabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return rank[level] >= this.threshold;
  }

  private base(): Record<string, unknown> {
    return this.parent ? { ...this.parent.base(), ...this.fields } : this.fields;
  }

  private emit(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void {
    if (rank[level] < this.threshold) return;
    const entry = redact({ time: new Date().toISOString(), level, msg, ...this.base(), ...fields });
    this.write(JSON.stringify(entry));
  }

  debug(msg: string, fields?: Record<string, unknown>): void {
    this.emit('debug', msg, fields);
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    this.emit('info', msg, fields);
  }

  warn(msg: string, fields?: Record<string, unknown>): void {
    this.emit('warn', msg, fields);
  }

  error(msg: string, fields?: Record<string, unknown>): void {
    this.emit('error', msg, fields);
  }

  child(fields: Record<string, unknown>): Logger {
    return new JsonLogger(this.threshold, this.write, fields, this);
  }
}
