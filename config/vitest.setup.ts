import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when the runner exposes globals; ours does not.
afterEach(() => cleanup());

// jsdom does not implement scrolling and reports every call as an error.
window.scrollTo = () => {};
