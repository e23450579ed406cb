// The service the client chose (the only one, when the business has one), and the error asking for
// one when there is a choice to make.
import { useRef, useState } from 'react';
import type { Service } from './api';
import { MESSAGES } from './messages';

export function useServiceChoice(services: readonly Service[]) {
  const [service, setService] = useState<string | null>(services.length === 1 ? services[0].codigo : null);
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);

  return {
    service,
    error,
    heading,
    /** The service's name, for the confirmation. */
    name: services.find((s) => s.codigo === service)?.nome ?? null,
    choose: (codigo: string) => {
      setService(codigo);
      setError(undefined);
    },
    /** True when a service is chosen or there is none to choose; else says so and takes the focus there. */
    check: () => {
      if (!services.length || service) return true;
      setError(MESSAGES.serviceRequired);
      heading.current?.focus();
      return false;
    },
  };
}

export type ServiceChoice = ReturnType<typeof useServiceChoice>;
