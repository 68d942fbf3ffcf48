import { ConsentCheckbox } from '../../components/generation/ConsentCheckbox';
import { ImageUploadField } from '../../components/generation/ImageUploadField';
import { LineIcon, PICTURE } from './icons';
import { pixels } from './imageTool';
import type { useConsent } from './useConsent';
import type { ImageSourceState } from './useImageSource';

/**
 * The input of an image tool: a file of the member's (dropped or chosen, with their consent), or one
 * of their own images (Choose from my images), shown with its pixel size.
 */
export function ImageSourceField({
  image,
  consent,
  busy,
}: {
  image: ImageSourceState;
  consent: ReturnType<typeof useConsent>;
  busy: boolean;
}) {
  const { source, size } = image;
  const sizeText = <span className="image-tool-pixels">{size ? `${pixels(size)} px` : 'Reading its size…'}</span>;
  const ownFile = !source || source.kind === 'file';
  return (
    <>
      <div className="image-tool-source">
        {source && source.kind !== 'file' ? (
          <div className="field">
            <span className="field-title">Image</span>
            <div className="upload-preview image-tool-picked">
              <img src={source.url} alt="The chosen image" />
              <div className="upload-preview-info">
                <span className="upload-name">{source.name}</span>
                {sizeText}
                <span className="muted small">{source.kind === 'output' ? 'From My Gallery' : 'The input of this job'}</span>
                <div className="upload-preview-actions">
                  <button type="button" className="button ghost small" onClick={() => image.setPicking(true)} disabled={busy}>
                    Change
                  </button>
                  <button type="button" className="link-button small" onClick={() => image.pick(null)} disabled={busy}>
                    Remove
                  </button>
                </div>
              </div>
            </div>
          </div>
        ) : (
          <ImageUploadField
            choice={image.choice}
            previewAlt="The chosen image"
            hint="PNG, JPG, WebP or GIF, up to 10MB"
            disabled={busy}
            status={source ? sizeText : undefined}
          />
        )}

        {!source && (
          <div className="image-tool-or" aria-hidden="true">
            <span>or</span>
          </div>
        )}
        {ownFile && (
          <button type="button" className="button ghost block image-tool-pick" onClick={() => image.setPicking(true)} disabled={busy}>
            <LineIcon d={PICTURE} />
            Choose from my images
          </button>
        )}
      </div>

      {/* One of the member's own images needs no consent confirmation: it is theirs already. */}
      {ownFile && <ConsentCheckbox {...consent.checkbox} disabled={busy} />}
    </>
  );
}

/** Why the image will not do for these settings (Generate waits meanwhile), with a one-click way out when there is one. */
export function SizeLimit({ reason, fix, busy }: { reason: string; fix: { label: string; apply: () => void } | null; busy: boolean }) {
  return (
    <div className="image-tool-limit" role="status">
      <LineIcon d="M12 4 2.5 20h19zM12 10v4.5M12 17.2v.1" weight={1.8} />
      <div>
        <p>{reason}</p>
        {fix && (
          <button type="button" className="link-button small" onClick={fix.apply} disabled={busy}>
            {fix.label}
          </button>
        )}
      </div>
    </div>
  );
}
