import { useMediaQuery } from '@viral/ui';
import { useEffect, useRef } from 'react';
import mp4Url from '../assets/hero-loop.mp4';
import webmUrl from '../assets/hero-loop.webm';
import posterUrl from '../assets/hero-poster.jpg';

const START_AFTER_MS = 1200;

/**
 * The hero's looping background video (shipped with the site, about 20 KB). It starts once the page
 * has settled, so decoding it does not compete with the first render. With prefers-reduced-motion
 * it does not play and the poster stays still.
 */
export function HeroVideo() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (reducedMotion) return;
    const timer = setTimeout(() => {
      const element = video.current;
      if (!element) return;
      element.preload = 'auto';
      // Autoplay refused (or no media support): the poster stays.
      Promise.resolve()
        .then(() => element.play())
        .catch(() => {});
    }, START_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reducedMotion]);
  return (
    <video
      ref={video}
      data-testid="hero-video"
      className="absolute inset-0 -z-20 size-full object-cover"
      poster={posterUrl}
      data-autoplay={!reducedMotion}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src={webmUrl} type="video/webm" />
      <source src={mp4Url} type="video/mp4" />
    </video>
  );
}
