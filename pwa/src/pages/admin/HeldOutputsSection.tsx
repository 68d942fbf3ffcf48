import { useEffect, useState } from 'react';
import type { HeldOutput } from '../../../../api/contract/safety';
import { heldOutputsApi } from '../../api/client';
import { FormAlert } from '../../components/FormAlert';

type Decision = 'release' | 'remove';

/** "3 min", "5 h", "2 d": how long an output has been waiting. */
function waited(since: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} d`;
}

const REASONS: Record<string, string> = {
  'young-face-sexual': 'Sexual score with a young-looking face',
  'analysis-failed': 'Safety check failed on a sexual prompt',
};

const TOOL_NAMES: Record<string, string> = {
  'free-flux': 'FREE FLUX',
  'free-remix': 'AI Image Remix',
  'image-to-image': 'Image to Image',
  'text-to-video': 'Text to Video',
  'image-to-video': 'Image to Video',
};

const score = (value: number) => value.toFixed(2);

/**
 * Outputs the safety check withheld (a sexual score with a face estimated under the minimum age), oldest
 * first: each image blurred until the administrator reveals it, the analyser's figures, the prompt and how
 * long it has waited, and Release / Remove, each asked again before it is sent.
 */
export function HeldOutputsSection() {
  const [items, setItems] = useState<HeldOutput[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    heldOutputsApi.list(controller.signal).then(
      ({ held }) => {
        setItems(held);
        setNow(Date.now());
        setError(null);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(caught instanceof Error ? caught.message : String(caught));
      },
    );
    return () => controller.abort();
  }, [reloads]);

  const decided = (item: HeldOutput, decision: Decision) => {
    setItems((current) => current?.filter((entry) => entry.id !== item.id) ?? null);
    setNotice(
      decision === 'release' ? 'Released: the output is delivered to its owner.' : 'Removed: the output and its files are deleted.',
    );
  };

  return (
    <section className="card held-section" aria-labelledby="held-title">
      <div className="held-section-head">
        <div>
          <h2 id="held-title">Held outputs {items && items.length > 0 && <span className="pill held-count">{items.length}</span>}</h2>
          <p className="muted small">
            Outputs the safety check withheld before anyone saw them. The models are noisy: look at each one and decide.
          </p>
        </div>
        <button type="button" className="button ghost small" onClick={() => setReloads((count) => count + 1)}>
          Refresh
        </button>
      </div>
      <FormAlert alert={error ? { kind: 'error', message: error } : notice ? { kind: 'success', message: notice } : null} />
      {items === null && !error && <p className="muted">Loading held outputs…</p>}
      {items?.length === 0 && <p className="held-empty muted">Nothing is held for review.</p>}
      {items && items.length > 0 && (
        <ul className="held-list">
          {items.map((item) => (
            <HeldItem key={item.id} item={item} now={now} onDecided={decided} onError={setError} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldItem({
  item,
  now,
  onDecided,
  onError,
}: {
  item: HeldOutput;
  now: number;
  onDecided: (item: HeldOutput, decision: Decision) => void;
  onError: (message: string) => void;
}) {
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const [sending, setSending] = useState(false);
  const output = item.outputs[0];

  async function send(decision: Decision) {
    setSending(true);
    try {
      await heldOutputsApi.decide(item.id, decision);
      onDecided(item, decision);
    } catch (caught) {
      onError(caught instanceof Error ? caught.message : String(caught));
      setSending(false);
      setConfirming(null);
    }
  }

  return (
    <li className="held-item" aria-label={`Held output: ${item.prompt}`}>
      <div className={`held-media${revealed ? ' revealed' : ''}`}>
        {output &&
          (output.kind === 'video' ? (
            <video src={output.url} muted loop playsInline controls={revealed} aria-label="Held video" />
          ) : (
            <img src={output.url} alt={revealed ? 'Held output' : ''} loading="lazy" />
          ))}
        {!revealed && (
          <button type="button" className="held-reveal" onClick={() => setRevealed(true)}>
            <span>Click to reveal</span>
          </button>
        )}
        {item.outputs.length > 1 && <span className="held-more">+{item.outputs.length - 1}</span>}
      </div>
      <div className="held-body">
        <p className="held-reason">
          <span className="held-badge">{REASONS[item.reason ?? ''] ?? 'Held'}</span>
          <span className="muted small">held {waited(item.heldAt, now)} ago</span>
        </p>
        <blockquote className="held-prompt">{item.prompt}</blockquote>
        <p className="muted small held-meta">
          {TOOL_NAMES[item.tool] ?? item.tool} · {item.owner ?? 'a visitor'}
        </p>
        <dl className="held-figures">
          {item.images.map((image) => (
            <div key={`${image.output}-${image.frame ?? 'image'}`} className="held-figure">
              <dt>{image.frame === null ? `Output ${image.output + 1}` : `Output ${image.output + 1}, frame ${image.frame + 1}`}</dt>
              <dd>
                <span>
                  {image.faces.length === 0
                    ? 'No face found'
                    : `Estimated ages ${image.faces.map((face) => Math.round(face.age)).join(', ')}`}{' '}
                  <span className="muted">(minimum {item.thresholds.minFaceAge})</span>
                </span>
                <span>
                  Sexual {score(image.sexualScore)}{' '}
                  <span className="muted">
                    (porn {score(image.sexual.porn)}, hentai {score(image.sexual.hentai)}, sexy {score(image.sexual.sexy)}; threshold{' '}
                    {score(item.thresholds.sexualThreshold)})
                  </span>
                </span>
              </dd>
            </div>
          ))}
          {item.images.length === 0 && (
            <div className="held-figure">
              <dt>Figures</dt>
              <dd>The models could not analyse this output.</dd>
            </div>
          )}
        </dl>
        {confirming ? (
          <div className="held-confirm" role="group" aria-label="Confirm the decision">
            <p>
              {confirming === 'release'
                ? 'Release this output to its owner? It is delivered and stays free of charge.'
                : 'Remove this output? Its files are deleted for good.'}
            </p>
            <div className="held-actions">
              <button
                type="button"
                className={`button small ${confirming === 'release' ? 'primary' : 'danger'}`}
                disabled={sending}
                onClick={() => void send(confirming)}
              >
                {confirming === 'release' ? 'Yes, release' : 'Yes, remove'}
              </button>
              <button type="button" className="button ghost small" disabled={sending} onClick={() => setConfirming(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className="held-actions">
            <button type="button" className="button ghost small" onClick={() => setConfirming('release')}>
              Release
            </button>
            <button type="button" className="button danger small" onClick={() => setConfirming('remove')}>
              Remove
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
