import { PRODUCT_NAME } from '@touchline/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The last resort when a screen throws while rendering: says so and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main className="status status--error" role="alert">
      <title>{PRODUCT_NAME}</title>
      <h1 className="status__title">Something went wrong</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
