import { useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { ErrorScreen } from '../components/error-screen.tsx';

/** Any error thrown while rendering or loading a route shows the error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('route error', error), [error]);
  return <ErrorScreen />;
}
