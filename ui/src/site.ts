import { PRODUCT_NAME } from '@viral/domain';

/** The brand as the header, footer and page titles show it. */
export const SITE_NAME = `Viral ${PRODUCT_NAME}`;

/** A document title: 'Garlic Pasta | Viral Recipes', or the brand alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
