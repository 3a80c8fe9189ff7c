import { routeGuard } from '@carrier/domain';
import { Navigate, useLocation } from 'react-router';

/** A path that matches no route goes to its parent, the query kept (spec 000 §2); it climbs to '/' at worst. */
export function RouteGuard() {
  const location = useLocation();
  const outcome = routeGuard(location);
  return <Navigate to={outcome.kind === 'redirect' ? outcome.to : '/'} replace />;
}
