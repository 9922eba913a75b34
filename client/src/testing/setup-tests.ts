import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A worker runs file after file in one jsdom without restarting (`isolate: false` in the
// project's config), so React, the router and the test libraries are imported once; each file
// still gets the app's own modules afresh (their stores, caches and the mocks it declares).
vi.resetModules();

beforeEach(() => {
  // jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
