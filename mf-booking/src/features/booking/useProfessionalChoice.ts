// 'Com quem?': the professional the client chose, or null for 'Qualquer profissional'. Asked only when
// the business has more than one; offered only those who perform the chosen service, so a choice the
// service rules out falls back to 'Qualquer profissional'.
import { useState } from 'react';
import { isTeam, performs, type Professional } from 'shared-domain/team';

export function useProfessionalChoice(team: readonly Professional[], servico: string | null) {
  const [chosen, setChosen] = useState<string | null>(null);
  const options = team.filter((p) => performs(p, servico));
  const selected = options.find((p) => p.id === chosen) ?? null;

  return {
    /** A team: the page asks 'Com quem?' and the confirmation names who the booking got. */
    asks: isTeam(team),
    options,
    /** The professional chosen, or null for any. */
    selected,
    choose: (id: string | null) => setChosen(id),
  };
}

export type ProfessionalChoice = ReturnType<typeof useProfessionalChoice>;
