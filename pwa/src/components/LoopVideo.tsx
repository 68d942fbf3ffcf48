import { useEffect, useRef, useState } from 'react';
import type { LandingClip } from '../../../api/contract/landing';
import { landingMediaUrl } from '../../../api/contract/landing';
import { REDUCED_MOTION, useMediaQuery } from './useMediaQuery';

/**
 * A short silent clip that plays on a loop while it is on screen: muted, inline on iPhones, with its
 * poster until the first frame. With reduced motion asked for, a paused clip is only its poster (the
 * visitor may still press Play videos, and then it plays). The box
 * around it sets the size (an aspect-ratio box in CSS), so nothing moves when the media arrive, and
 * its gradient shows until they do (the server may still be rendering them).
 */
export function LoopVideo({
  clip,
  label,
  paused = false,
  className,
}: {
  clip: LandingClip;
  /** What the clip shows, for screen readers; empty for a purely decorative background. */
  label: string;
  /** The visitor paused the page's videos. */
  paused?: boolean;
  className?: string;
}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(true);
  const [posterMissing, setPosterMissing] = useState(false);
  const poster = landingMediaUrl(clip.poster);
  const decorative = label === '';
  /** Only the poster: reduced motion, and the visitor has not asked for the clips to play. */
  const stillOnly = reducedMotion && paused;

  // Plays only while near the screen and not paused: clips scrolled away stop decoding.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '200px 0px',
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [stillOnly]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The property, not only the attribute: autoplay policies look at it, and React sets no `muted` attribute.
    video.muted = true;
    video.defaultMuted = true;
    if (paused || !visible) video.pause();
    else void video.play().catch(() => undefined);
  }, [paused, visible, stillOnly]);

  if (stillOnly) {
    if (posterMissing) return null;
    return (
      <img className={className} src={poster} alt={label} aria-hidden={decorative || undefined} onError={() => setPosterMissing(true)} />
    );
  }
  return (
    <video
      ref={videoRef}
      className={className}
      autoPlay={!paused}
      muted
      loop
      playsInline
      disablePictureInPicture
      disableRemotePlayback
      preload="auto"
      poster={poster}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      tabIndex={-1}
    >
      <source src={landingMediaUrl(clip.video)} type="video/mp4" />
    </video>
  );
}
