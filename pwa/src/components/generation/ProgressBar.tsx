/** A labelled progress bar; `value` is a percent. */
export function ProgressBar({ value, label, detail }: { value: number; label: string; detail?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div className="progress-head">
        <span className="progress-label">{detail ?? label}</span>
        <span className="progress-value" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div className="progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
