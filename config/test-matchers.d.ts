// Testing Library's DOM matchers (toBeVisible, toHaveTextContent, …) on vitest's expect.
import '@testing-library/jest-dom/vitest';
