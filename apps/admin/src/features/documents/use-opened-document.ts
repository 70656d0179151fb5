import { useLocation, useNavigate, useParams } from 'react-router';

/** The document opened over a list (`:id` in the address, when it is one), and closing it back to `listPath`. */
export function useOpenedDocument(listPath: string) {
  const raw = useParams().id;
  const navigate = useNavigate();
  const { search } = useLocation();
  return {
    openId: raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined,
    /** Back to the list, keeping its filters and page. */
    close: () => void navigate({ pathname: listPath, search }),
  };
}
