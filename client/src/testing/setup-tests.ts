import '@testing-library/jest-dom/vitest';
import './jsdom-label-control';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A worker runs file after file in one jsdom without restarting (`isolate: false` in the
// project's config), so React, the router and the test libraries are imported once; each file
// still gets the app's own modules afresh (their stores, caches and the mocks it declares).
vi.resetModules();

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: a page's first lazy import is
// transformed on demand, which took over a second with the machine busy (the compare tray's test
// failed so once). A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

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
