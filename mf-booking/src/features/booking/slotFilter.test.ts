import type { BookingPageInfo } from './api';
import { durationLabel } from './messages';
import { slotFilter } from './slotFilter';

const INFO: BookingPageInfo = {
  negocio: { nome: 'Salão' },
  servicos: [
    { codigo: 'CT', nome: 'Corte', valor: 50, descricao: null, duracao: 30 },
    { codigo: 'CL', nome: 'Coloração', valor: 200, descricao: null, duracao: 120 },
  ],
  profissionais: [{ id: 'p1', nome: 'Ana', servicos: [] }],
  duracao: 30,
  antecedencia_minima: 60,
  janela: { de: '2026-12-14', ate: '2026-12-27' },
};

describe('slotFilter', () => {
  test("one professional, the schedule's duration: asked as before a team existed", () => {
    expect(slotFilter(INFO, 'CT', null)).toEqual({});
    expect(slotFilter(INFO, null, null)).toEqual({});
  });

  test('a service with its own duration is asked for', () => {
    expect(slotFilter(INFO, 'CL', null)).toEqual({ servico: 'CL' });
  });

  test('in a team the service and the professional chosen are asked for', () => {
    const team = { ...INFO, profissionais: [...INFO.profissionais, { id: 'p2', nome: 'Bia', servicos: ['CT'] }] };
    expect(slotFilter(team, 'CT', null)).toEqual({ servico: 'CT' });
    expect(slotFilter(team, 'CT', 'p2')).toEqual({ servico: 'CT', profissional: 'p2' });
    expect(slotFilter(team, null, 'p2')).toEqual({ profissional: 'p2' });
    expect(slotFilter(team, 'NAO-EXISTE', null)).toEqual({});
  });

  test('a one-person business whose professional performs only some services asks for the service', () => {
    const only = { ...INFO, profissionais: [{ id: 'p1', nome: 'Ana', servicos: ['CT'] }] };
    expect(slotFilter(only, 'CT', null)).toEqual({ servico: 'CT' });
  });
});

test('durationLabel: minutes, hours, both', () => {
  expect(durationLabel(45)).toBe('45 min');
  expect(durationLabel(60)).toBe('1 h');
  expect(durationLabel(120)).toBe('2 h');
  expect(durationLabel(90)).toBe('1 h 30 min');
});
