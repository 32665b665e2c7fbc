import type { ButtonHTMLAttributes } from 'react';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2';

const VARIANTS = {
  /** The main action of a form or dialog. */
  primary: `rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${focusRing} focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50`,
  /** A lesser action beside a primary one. */
  secondary: `rounded-lg border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 ${focusRing} focus-visible:outline-brand-500`,
  /** The large call to action of a visitor screen, in the brand gradient. */
  gradient: `inline-flex items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-accent-600 px-6 py-3 font-bold text-white shadow-lg shadow-accent-500/25 transition ${focusRing} focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40`,
  /** A way out beside a call to action (back, skip). */
  quiet:
    'rounded-full px-4 py-2 font-semibold text-stone-600 transition hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button of this variant, for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant, extra = '') =>
  extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A button in one of the site's variants; type="button" unless told otherwise. */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
