import { useAgendaViewStore } from '../stores/agendaViewStore';

/** The view store's state the page draws (each its own subscription) and its actions. */
export function useAgendaView() {
  const view = useAgendaViewStore((s) => s.view);
  const day = useAgendaViewStore((s) => s.day);
  const search = useAgendaViewStore((s) => s.search);
  const filters = useAgendaViewStore((s) => s.filters);
  return { ...useAgendaViewStore.getState(), view, day, search, filters };
}
