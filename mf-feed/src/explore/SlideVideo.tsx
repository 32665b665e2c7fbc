import type { RecipeVideo } from '@viral/domain';
import { Icon, useBrowserValue } from '@viral/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { setFeedSound, useFeedSound } from './feed-sound.ts';
import { useStillVideo } from './still-video.ts';

type Props = {
  video: RecipeVideo;
  /** -1 above, 0 on screen, 1 below. */
  offset: number;
  /** Whether the slide shows a photo under the video (else the video's own poster shows). */
  hasPhoto: boolean;
};

const round =
  'flex items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/40 backdrop-blur focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A feed slide's video over its photo: muted, looped and inline while the slide is current, paused
 * when it leaves. It exists only after hydration, so the server's HTML and the first paint are the
 * photo's; the current slide's file loads, the next one's metadata. With reduced motion or Save-Data
 * the photo stays with a play button. A tap on the video or the sound button toggles sound, remembered
 * for the visit.
 */
export function SlideVideo({ video, offset, hasPhoto }: Props) {
  const hydrated = useBrowserValue(() => true, false);
  const still = useStillVideo();
  const sound = useFeedSound();
  const [pressedPlay, setPressedPlay] = useState(false);
  const [hasFrame, setHasFrame] = useState(false);
  const element = useRef<HTMLVideoElement>(null);
  const current = offset === 0;
  const playing = hydrated && current && (!still || pressedPlay);
  // The next slide's metadata is fetched ahead; the one above keeps its last frame, paused.
  const mounted = hydrated && (playing || (!still && Math.abs(offset) === 1));

  useEffect(() => {
    if (!current) setPressedPlay(false);
  }, [current]);

  const attach = useCallback((player: HTMLVideoElement | null) => {
    element.current = player;
    if (!player) return;
    // A video swiped past stops downloading now, not when the browser collects the element.
    return () => {
      element.current = null;
      player.removeAttribute('src');
      player.load();
    };
  }, []);

  const soundRef = useRef(sound);
  soundRef.current = sound;
  useEffect(() => {
    const player = element.current;
    if (!player) return;
    if (!playing) {
      player.pause();
      return;
    }
    player.muted = !soundRef.current;
    Promise.resolve()
      .then(() => player.play())
      .catch((error: unknown) => {
        // A browser that refuses sound without a tap first still plays muted.
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !player.muted) {
          player.muted = true;
          setFeedSound(false);
          return player.play().catch(() => {});
        }
      });
  }, [playing]);

  useEffect(() => {
    if (element.current) element.current.muted = !sound;
  }, [sound]);

  const toggleSound = () => setFeedSound(!sound);

  return (
    <>
      {mounted && (
        <video
          ref={attach}
          data-testid="slide-video"
          src={video.url}
          poster={hasPhoto ? undefined : (video.poster_url ?? undefined)}
          preload={playing ? 'auto' : 'metadata'}
          muted
          loop
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setHasFrame(true)}
          // A tap on the picture is a shortcut; the sound button is the keyboard's way.
          onClick={toggleSound}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${
            hasPhoto && !hasFrame ? 'opacity-0' : 'opacity-100'
          }`}
        />
      )}
      {hydrated && current && still && !pressedPlay && (
        <button
          type="button"
          onClick={() => setPressedPlay(true)}
          className={`${round} absolute left-1/2 top-1/2 z-10 size-20 -translate-x-1/2 -translate-y-1/2`}
        >
          <Icon name="play" className="size-9 translate-x-0.5" />
          <span className="sr-only">Play video</span>
        </button>
      )}
      {playing && (
        <button
          type="button"
          onClick={toggleSound}
          className={`${round} absolute right-4 top-20 z-10 size-11 md:right-6 md:top-24`}
        >
          <Icon name={sound ? 'volume' : 'volumeOff'} className="size-5" />
          <span className="sr-only">{sound ? 'Turn sound off' : 'Turn sound on'}</span>
        </button>
      )}
    </>
  );
}
