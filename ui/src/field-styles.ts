/** A text input, select or textarea of a form. */
export const fieldClass =
  'mt-1 w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink ring-1 ring-stone-300 focus:ring-2 focus:ring-brand-500 focus:outline-none';
/** The caption of a field or group of fields. */
export const labelClass = 'text-sm font-semibold text-stone-700';
