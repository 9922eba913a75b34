import type { FunctionComponent } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { sessionExpired } from '../features/auth/user-slice';
import { onSessionExpired } from '../lib/api-client';
import { createAppRouter } from './router';
import { setupStore } from './store';

/** The site's store and router, made once when the page starts, and the app that holds them. */
export function createApp(): FunctionComponent {
  const store = setupStore();
  const router = createAppRouter();
  onSessionExpired(() => store.dispatch(sessionExpired()));
  return function App() {
    return (
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    );
  };
}
