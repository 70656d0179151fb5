import { Navigate, Outlet, useLocation } from 'react-router';
import { useOperatorToken } from '../lib/operator-token';
import { loginPathFor } from './paths';

/**
 * Wraps every page except login. Without a token (never logged in, logged out,
 * or cleared by a code 2 answer) the operator goes to login with a return address.
 */
export function RequireOperator() {
  const token = useOperatorToken();
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
