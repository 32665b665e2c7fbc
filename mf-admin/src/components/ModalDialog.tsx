import { type ReactNode, useEffect, useRef } from 'react';

type Props = { title: string; onClose: () => void; children: ReactNode; wide?: boolean };

/**
 * A native modal <dialog>: it stays inside the mf_admin root (no portal, so the scoped styles
 * apply), traps focus and closes on Escape by itself.
 */
export function ModalDialog({ title, onClose, children, wide = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // jsdom
    return () => dialog.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-stone-900/50`}
    >
      <div className="max-h-[85svh] overflow-y-auto p-6">
        <h2 className="text-xl font-bold">{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
