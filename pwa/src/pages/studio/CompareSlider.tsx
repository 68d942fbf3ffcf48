import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

const clamp = (value: number) => Math.max(0, Math.min(100, value));

/** Arrow keys move the divider by 1 %, with Shift (or Page Up / Page Down) by 10 %. */
function keyStep(event: KeyboardEvent): number | 'start' | 'end' | null {
  const big = event.shiftKey ? 10 : 1;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return -big;
    case 'ArrowRight':
    case 'ArrowUp':
      return big;
    case 'PageDown':
      return -10;
    case 'PageUp':
      return 10;
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return null;
  }
}

/**
 * The input and the result of an image tool, one over the other, with a divider between them: the
 * input shows left of it, the result right. The divider follows a press or drag anywhere on the
 * picture (mouse, pen or a horizontal swipe; a vertical swipe still scrolls the page) and is a
 * slider for the keyboard. `transparent`: the result lies on a checkerboard, so cut-away parts show.
 */
export function CompareSlider({
  before,
  after,
  width,
  height,
  beforeAlt,
  afterAlt,
  transparent = false,
  onAfterError,
}: {
  before: string;
  after: string;
  width: number | null;
  height: number | null;
  beforeAlt: string;
  afterAlt: string;
  transparent?: boolean;
  onAfterError?: () => void;
}) {
  const [position, setPosition] = useState(50);
  const [dragging, setDragging] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLSpanElement>(null);
  const pointer = useRef<number | null>(null);

  function follow(clientX: number) {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(clamp(((clientX - box.left) / box.width) * 100));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointer.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    follow(event.clientX);
    handle.current?.focus({ preventScroll: true });
    // No text selection or image drag while the divider moves.
    event.preventDefault();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (pointer.current === event.pointerId) follow(event.clientX);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    setDragging(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    const step = keyStep(event);
    if (step === null) return;
    event.preventDefault();
    setPosition((current) => (step === 'start' ? 0 : step === 'end' ? 100 : clamp(Math.round(current + step))));
  }

  const shown = Math.round(position);
  const ratio = width && height ? width / height : 1;
  const style = { '--compare-ratio': ratio, '--compare-position': `${position}%` } as CSSProperties;

  return (
    <div
      ref={frame}
      className={`compare${dragging ? ' dragging' : ''}`}
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
    >
      <div className={`compare-layer compare-after${transparent ? ' checkerboard' : ''}`}>
        <img src={after} alt={afterAlt} width={width ?? undefined} height={height ?? undefined} draggable={false} onError={onAfterError} />
      </div>
      <div className="compare-layer compare-before">
        <img src={before} alt={beforeAlt} draggable={false} />
      </div>
      <span className={`compare-label before${position < 18 ? ' hidden' : ''}`} aria-hidden="true">
        Before
      </span>
      <span className={`compare-label after${position > 82 ? ' hidden' : ''}`} aria-hidden="true">
        After
      </span>
      <div className="compare-divider">
        <span
          ref={handle}
          className="compare-handle"
          role="slider"
          tabIndex={0}
          aria-label="Before and after divider"
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown}
          aria-valuetext={`${shown}% before, ${100 - shown}% after`}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M9 7l-5 5 5 5M15 7l5 5-5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </div>
    </div>
  );
}
