import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { Button } from '../../ui';
import { ChunkTimeoutError } from '../routes/page-route';

/** What a page that failed to load or render shows instead: why, and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  return (
    <section className="container stack section" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <FormattedMessage id="layout.routeError.title" />
      </h1>
      <p role="alert">
        {error instanceof ChunkTimeoutError ? (
          <FormattedMessage id="layout.routeError.chunkTimeout" />
        ) : (
          <FormattedMessage id="common.somethingWentWrong" />
        )}
      </p>
      <div>
        <Button onPress={() => window.location.reload()}>
          <FormattedMessage id="layout.routeError.retry" />
        </Button>
      </div>
    </section>
  );
}
