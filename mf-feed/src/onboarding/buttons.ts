export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-accent-600 px-6 py-3 font-bold text-white shadow-lg shadow-accent-500/25 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';
export const quietButton =
  'rounded-full px-4 py-2 font-semibold text-stone-600 transition hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600';
