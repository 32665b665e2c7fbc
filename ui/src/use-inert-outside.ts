import { type RefObject, useEffect } from 'react';

/**
 * While mounted, makes everything on the page outside `ref`'s element inert (header, footer, other
 * screens), so a full-screen layer keeps keyboard focus and the screen reader inside it. Only the
 * elements this hook made inert are restored.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const madeInert: Element[] = [];
    for (
      let node: Element = element;
      node.parentElement && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    return () => {
      for (const sibling of madeInert) sibling.removeAttribute('inert');
    };
  }, [ref]);
}
