import { type ReactNode, useId } from 'react';
import { ImageDropzone } from '../ImageDropzone';
import { fileSize, type ImageChoice } from './useImageChoice';

/**
 * The image field of an image form: the chosen image's preview with Replace and Remove, and the drop
 * area. `status` shows under the file's name (an upload's progress or readiness).
 */
export function ImageUploadField({
  choice,
  previewAlt,
  hint,
  disabled,
  status,
  label = 'Image',
}: {
  choice: ImageChoice;
  previewAlt: string;
  hint: string;
  disabled: boolean;
  status?: ReactNode;
  label?: string;
}) {
  const ids = useId();
  const { file, preview, inputRef } = choice;
  return (
    <div className="field">
      <span className="field-title" id={`${ids}-upload`}>
        {label}
      </span>
      {file && preview ? (
        <div className="upload-preview">
          <img src={preview} alt={previewAlt} />
          <div className="upload-preview-info">
            <span className="upload-name">{file.name}</span>
            <span className="muted small">{fileSize(file.size)}</span>
            {status}
            <div className="upload-preview-actions">
              <button type="button" className="button ghost small" onClick={() => inputRef.current?.click()} disabled={disabled}>
                Replace
              </button>
              <button type="button" className="link-button small" onClick={choice.clear} disabled={disabled}>
                Remove
              </button>
            </div>
          </div>
        </div>
      ) : null}
      <ImageDropzone
        inputRef={inputRef}
        labelledBy={`${ids}-upload`}
        hint={hint}
        hintId={`${ids}-upload-hint`}
        disabled={disabled}
        hasFile={file !== null}
        onFile={(picked) => void choice.choose(picked)}
      />
    </div>
  );
}
