import { enableExploreMode } from '@viral/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

type Props = { slug: string; name: string; onClose: () => void };

const option =
  'w-full rounded-2xl px-5 py-3.5 text-center font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The narrow-screen explore choice: remember it, go just once, or cancel. */
export function ExploreSheet({ slug, name, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const go = () => navigate(`/category-explore/${slug}`);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="explore-sheet-title"
      onClose={onClose}
      className="mb-0 mt-auto w-full max-w-none rounded-t-[2rem] bg-white p-6 pb-8 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <span className="mx-auto mb-4 block h-1.5 w-12 rounded-full bg-stone-300" aria-hidden="true" />
      <h2 id="explore-sheet-title" className="text-xl font-extrabold">
        Explore #{name}
      </h2>
      <p className="mt-1 text-stone-600">Swipe through #{name} recipes one at a time, full screen.</p>
      <div className="mt-5 space-y-2">
        <button
          type="button"
          className={`${option} bg-gradient-to-r from-brand-600 to-accent-600 text-white`}
          onClick={() => {
            enableExploreMode();
            go();
          }}
        >
          Enter Explore Mode
        </button>
        <button type="button" className={`${option} bg-brand-50 text-brand-800`} onClick={go}>
          Just Once
        </button>
        <button type="button" className={`${option} text-stone-600`} onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
