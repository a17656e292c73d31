import { PRODUCT_NAME } from '@touchline/domain';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ERRORS } from '../api/errors';

/**
 * The last resort when a screen throws while rendering: says so in the spec's words and offers
 * a reload. What went wrong goes to the log, not to the fan.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(
      'A screen failed',
      isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error,
    );
  }, [error]);
  return (
    <main className="status status--error" role="alert">
      <title>{PRODUCT_NAME}</title>
      <h1 className="status__title">Something went wrong</h1>
      <p>{ERRORS.generic}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
