import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?busca=`: a search the agenda opens with ('Ver agendamentos do cliente' in Conversas sends the phone). */
export const SEARCH_PARAM = 'busca';

/**
 * Puts the address's `busca` into the search box, then takes it out of the address (replacing the
 * history entry): from then on the box is the search, and clearing it is not undone by a reload.
 */
export function useSearchFromAddress(setSearch: (search: string) => void) {
  const [params, setParams] = useSearchParams();
  const busca = params.get(SEARCH_PARAM);
  useEffect(() => {
    if (busca === null) return;
    setSearch(busca.trim());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [busca, setSearch, setParams]);
}
