import { UserType } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loadSessionUser } from '../../app/load-session-user';
import { PATHS } from '../../app/paths';
import { isLawyer, useSession } from '../../lib/session/session-store';

/**
 * After approval: reloads the user (now is_lawyer = 1) and the lawyer profile, switches the session to
 * the lawyer side and opens the lawyer home.
 */
export function useSwitchToLawyer() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => loadSessionUser(queryClient),
    onSuccess: (user) => {
      if (!isLawyer(user)) return;
      useSession.getState().setType(UserType.lawyer.value);
      void navigate(PATHS.home, { replace: true });
    },
  });
}
