import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';

// Testing Library only cleans up by itself when the runner exposes globals; ours does not.
afterEach(() => cleanup());

// The test files of a worker share one jsdom (vitest.base.ts): each file leaves it as a new page.
const state = globalThis as { firstHref?: string };
state.firstHref ??= location.href;
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  // user-event's clipboard stub and tests' own clipboards.
  Reflect.deleteProperty(navigator, 'clipboard');
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  history.replaceState(null, '', state.firstHref);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The next file imports the project's modules afresh, so no cache or store carries over.
  vi.resetModules();
});

// `npm test` runs several workspaces' suites at once on 2 cores: a screen's first lazy import can
// take longer than the default 1 s of findBy/waitFor there without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling and reports every call as an error.
window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
// jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
