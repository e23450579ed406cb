// Test rows of g_agenda.
import type { Appointment } from '../types';

let next = 0;

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  next += 1;
  return {
    id: `apt-${next}`,
    id_dono: 'USR-TESTE001',
    data: '2026-03-18',
    inicio: '09:00:00',
    fim: '10:00:00',
    nome: 'Maria Oliveira',
    num_cliente: '5511987654321',
    email_cliente: null,
    desc_agendamento: 'Consulta de rotina',
    local: 'Presencial',
    status: 'agendado',
    foi_reagendado: false,
    google_event_id: null,
    origem: 'painel',
    id_profissional: null,
    servico: null,
    created_at: '2026-03-01T12:00:00Z',
    updated_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}
