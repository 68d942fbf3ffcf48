import { useEffect, useRef } from 'react';
import type { LogLine } from './useGeneration';

/** The progress log of a generation: the server's lines as they arrive, newest last. */
export function ProgressLog({ lines, busy }: { lines: LogLine[]; busy: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  if (lines.length === 0 && !busy) return null;
  return (
    <div className="progress-log">
      <p className="progress-log-title" id="progress-log-title">
        Progress log
      </p>
      <ol ref={list} role="log" aria-labelledby="progress-log-title" aria-live="polite">
        {lines.map((line) => (
          <li key={line.id} className={`log-line ${line.tone}`}>
            <span className="log-dot" aria-hidden="true" />
            {line.text}
          </li>
        ))}
        {busy && (
          <li className="log-line pending" aria-hidden="true">
            <span className="spinner small" />
          </li>
        )}
      </ol>
    </div>
  );
}
