import { type ChangeEvent, type DragEvent, type Ref, useState } from 'react';

/**
 * The drop area of an image form: a file input under a label that also takes a dropped file. The
 * caller checks the file (type, size) in `onFile`; `hasFile` lets the area step back once a preview
 * shows, and `inputRef` lets a Replace button open the picker again.
 */
export function ImageDropzone({
  inputRef,
  labelledBy,
  hint,
  hintId,
  disabled,
  hasFile,
  onFile,
}: {
  inputRef: Ref<HTMLInputElement>;
  labelledBy: string;
  hint: string;
  hintId: string;
  disabled: boolean;
  hasFile: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <label
      className={`dropzone${dragging ? ' dragging' : ''}${hasFile ? ' has-file' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent<HTMLLabelElement>) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFile(event.dataTransfer.files[0]);
      }}
    >
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        disabled={disabled}
        tabIndex={hasFile ? -1 : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0])}
      />
      <span className="dropzone-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24">
          <path
            d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M4 16v3h16v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="dropzone-text">
        <strong>Choose an image</strong> or drop it here
      </span>
      <span className="field-hint" id={hintId}>
        {hint}
      </span>
    </label>
  );
}
