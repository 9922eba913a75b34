import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';

export type { RootState };

/** Builds the store; tests pass a preloaded state to start from a given session or data. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
