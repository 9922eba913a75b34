import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { sessionExpired } from '../features/auth/user-slice';
import { onSessionExpired } from '../lib/api-client';
import { createAppRouter } from './router';
import { setupStore } from './store';

const store = setupStore();
const router = createAppRouter();
onSessionExpired(() => store.dispatch(sessionExpired()));

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
