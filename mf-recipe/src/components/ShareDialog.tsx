import '../styles.css';
import { type SHARE_CHANNELS, SHARE_DIALOG_CLOSE_MS } from '@viral/domain';
import { Icon, type IconName, recordedRecipe, recordInteraction, Toast, useBrowserValue } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useEffect, useRef, useState } from 'react';
import { visitorApi } from '../api.ts';
import { shareLinks } from '../share-links.ts';

export type ShareDialogProps = {
  /** With its difficulty and tags when known: they feed the interaction record's weights on a share. */
  recipe: { id: string; slug: string; title: string } & Parameters<typeof recordedRecipe>[0];
  open: boolean;
  onClose: () => void;
  /** Called with the new share count after a share is recorded. */
  onShared?: (shares: number) => void;
};

const ICONS: Record<string, IconName> = { email: 'mail', sms: 'message' };
const TOAST_MS = 3000;

/**
 * The share dialog: social, mailto and sms links plus copy link. A native modal `<dialog>`
 * (stays inside mf-recipe's CSS scope, traps focus and returns it on close). Closes 500 ms after a
 * recorded share. Exposed as `mf_recipe/ShareDialog`.
 */
export default function ShareDialog({ recipe, open, onClose, onShared }: ShareDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [toast, setToast] = useState<string | null>(null);
  // The server does not know the page's origin: its HTML has path-only links until hydration.
  const origin = useBrowserValue(() => window.location.origin, '');
  const host = useBrowserValue(() => window.location.host, '');
  const url = `${origin}/recipe/${recipe.slug}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const track = async (channel: (typeof SHARE_CHANNELS)[number]) => {
    try {
      const result = await okJson(
        visitorApi.recipes[':id'].share.$post({ param: { id: recipe.id }, json: { channel } }),
      );
      recordInteraction('share', recordedRecipe(recipe));
      onShared?.(result.shares);
      setTimeout(onClose, SHARE_DIALOG_CLOSE_MS);
    } catch (error) {
      console.error('[viral] share failed', error);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setToast('Recipe link copied to clipboard!');
    } catch (error) {
      console.error('[viral] copy failed', error);
    }
    await track('copy');
  };

  return (
    <div data-mf="mf_recipe" className="contents">
      <dialog
        ref={dialog}
        aria-labelledby="share-title"
        onClose={onClose}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-sm"
      >
        <div className="flex items-center justify-between">
          <h2 id="share-title" className="text-xl font-extrabold">
            Share this recipe
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-full p-2 text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon name="close" />
          </button>
        </div>
        <p className="mt-1 line-clamp-1 text-sm text-stone-500">{recipe.title}</p>
        <ul className="mt-5 grid grid-cols-2 gap-2">
          {shareLinks(recipe.title, url, host).map((link) => (
            <li key={link.channel}>
              <a
                href={link.href}
                target={link.href.startsWith('http') ? '_blank' : undefined}
                rel="noopener noreferrer"
                onClick={() => track(link.channel)}
                className="flex items-center gap-2 rounded-2xl px-4 py-3 font-semibold ring-1 ring-stone-200 transition hover:bg-brand-50 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <Icon name={ICONS[link.channel] ?? 'share'} className="size-4 text-brand-500" />
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={copy}
          className="mt-4 flex w-full items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-500 px-5 py-3 font-bold text-white shadow-lg shadow-accent-500/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Icon name="link" className="size-4" /> Copy link
        </button>
      </dialog>
      <Toast message={toast} />
    </div>
  );
}
