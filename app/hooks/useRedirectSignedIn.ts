import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { safeNext } from '@app/auth/safeNext';

/** Pages for visitors (landing, sign-in, sign-up) send a signed-in user on to the app. */
export function useRedirectSignedIn() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  useEffect(() => {
    if (user) void navigate(next, { replace: true });
  }, [user, next, navigate]);
}
